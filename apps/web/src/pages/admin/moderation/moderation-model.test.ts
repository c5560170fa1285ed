import { describe, expect, it } from 'vitest';
import type { ModerationReport } from '@bgc/shared';
import { readStatus, reportActions, reportTarget } from './moderation-model.js';

const report = (over: Partial<ModerationReport> = {}): ModerationReport => ({
  id: 1,
  entityName: 'post',
  entityId: 12,
  category: 'spam',
  reason: 'ads',
  status: 'open',
  action: null,
  createdDate: '2025-01-01T00:00:00.000Z',
  reporter: { id: 3, name: 'B' },
  snapshot: { text: 'Buy now', authorId: 7, authorName: 'A' },
  postId: 12,
  hidden: false,
  suspendable: true,
  thumbnail: null,
  ...over,
});

describe('reportActions (D-04)', () => {
  it('offers hide, suspend and dismiss on an open post or comment', () => {
    expect(reportActions(report())).toEqual(['hide', 'suspend', 'dismiss']);
    expect(reportActions(report({ entityName: 'comment' }))).toEqual([
      'hide',
      'suspend',
      'dismiss',
    ]);
  });

  it('does not hide a member, nor content already hidden', () => {
    expect(reportActions(report({ entityName: 'user' }))).toEqual(['suspend', 'dismiss']);
    expect(reportActions(report({ hidden: true }))).toEqual(['suspend', 'dismiss']);
  });

  it('does not suspend an unknown author nor an Administrator (decision 042), and offers nothing once decided', () => {
    expect(reportActions(report({ suspendable: false }))).toEqual(['hide', 'dismiss']);
    expect(reportActions(report({ entityName: 'user', suspendable: false }))).toEqual(['dismiss']);
    expect(reportActions(report({ status: 'resolved', action: 'hide' }))).toEqual([]);
    expect(reportActions(report({ status: 'dismissed', action: 'dismiss' }))).toEqual([]);
  });
});

describe('reportTarget', () => {
  it('links a post to its page and a member to the profile', () => {
    expect(reportTarget(report())).toEqual({ kind: 'post', to: '/posts/12' });
    expect(reportTarget(report({ entityName: 'user', entityId: 9 }))).toEqual({
      kind: 'profile',
      to: '/profiles/9',
    });
  });

  it('links a comment to its post with the comment highlighted', () => {
    expect(reportTarget(report({ entityName: 'comment', entityId: 40, postId: 12 }))).toEqual({
      kind: 'comment',
      to: '/posts/12/40',
    });
  });

  it("links a comment of no post to its author's profile, or to nothing", () => {
    expect(reportTarget(report({ entityName: 'comment', postId: null }))).toEqual({
      kind: 'profile',
      to: '/profiles/7',
    });
    const snapshot = { text: 'x', authorId: null, authorName: null };
    expect(reportTarget(report({ entityName: 'comment', snapshot, postId: null }))).toBeNull();
  });
});

describe('readStatus', () => {
  it('reads a known tab and defaults to open', () => {
    expect(readStatus('resolved')).toBe('resolved');
    expect(readStatus('dismissed')).toBe('dismissed');
    expect(readStatus(null)).toBe('open');
    expect(readStatus('all')).toBe('open');
  });
});
