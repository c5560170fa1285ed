import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@bgc/shared';
import { notificationView, notifierNames } from './notification-view.js';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: 1,
  type: 4,
  status: 1,
  notifiers: [{ id: 5, name: 'Ann Lee', picture: null }],
  totalNotifiers: 1,
  entityName: 'user',
  entityId: 9,
  entityDetail: { name: '' },
  createdDate: '2026-01-01T00:00:00.000Z',
  ...over,
});
const people = [
  { id: 5, name: 'Ann Lee', picture: null },
  { id: 6, name: 'Bo Kim', picture: null },
  { id: 7, name: 'Cy Roe', picture: null },
];

describe('notification texts and targets (OPEN-024, NOTIF-010)', () => {
  it('names two notifiers, then "and N others"', () => {
    expect(notifierNames(item({}))).toEqual({ names: 'Ann Lee', others: 0 });
    expect(notifierNames(item({ notifiers: people.slice(0, 2), totalNotifiers: 2 }))).toEqual({
      names: 'Ann Lee, Bo Kim',
      others: 0,
    });
    const many = item({ notifiers: people, totalNotifiers: 7 });
    expect(notifierNames(many)).toEqual({ names: 'Ann Lee, Bo Kim', others: 5 });
    expect(notificationView(many)).toMatchObject({
      key: 'text.followOthers',
      params: { others: 5 },
      to: '/profiles/5',
    });
  });

  it('links each type to what it is about', () => {
    expect(notificationView(item({ type: 1, entityName: 'post', entityId: 42 })).to).toBe(
      '/posts/42',
    );
    expect(
      notificationView(
        item({
          type: 7,
          entityName: 'comment',
          entityId: 3,
          entityDetail: { name: '', postId: 42 },
        }),
      ).to,
    ).toBe('/posts/42/3');
    expect(
      notificationView(
        item({
          type: 3,
          entityName: 'post',
          entityId: 8,
          entityDetail: { name: 'T', postType: 8 },
        }),
      ).to,
    ).toBe('/community/8');
    expect(
      notificationView(
        item({
          type: 4,
          entityName: 'course',
          entityId: 2,
          entityDetail: { name: 'Pebble', slug: 'pebble', countrySlug: 'usa' },
        }),
      ),
    ).toMatchObject({
      key: 'text.followCourse',
      to: '/top-golf-courses-usa/pebble-golf-course.html',
    });
    expect(notificationView(item({ type: 2 })).key).toBe('text.golfRequest');
    // decision 038: a new message opens the sender's chat box (entityId is the sender)
    expect(
      notificationView(item({ type: 6, entityName: 'conversation', entityId: 5 })),
    ).toMatchObject({ to: '/profiles/5', chatWith: 5 });
  });

  it.each<{ where: string; entityName: 'post' | 'comment'; postType: number; key: string }>([
    { where: 'a discussion', entityName: 'post', postType: 8, key: 'text.mention' },
    { where: "a discussion's comment", entityName: 'comment', postType: 8, key: 'text.mention' },
    { where: "a post's comment", entityName: 'comment', postType: 1, key: 'text.mentionComment' },
    { where: 'a post', entityName: 'post', postType: 1, key: 'text.mentionPost' },
  ])('says where a mention was made: $where (decision 037)', ({ entityName, postType, key }) => {
    const view = notificationView(
      item({ type: 3, entityName, entityId: 4, entityDetail: { name: '', postId: 9, postType } }),
    );
    expect(view.key).toBe(key);
  });

  it('tells the author what an administrator hid and why (type 9, decision 042)', () => {
    const hidden = { type: 9 as const, notifiers: [], totalNotifiers: 0 };
    expect(
      notificationView(
        item({
          ...hidden,
          entityName: 'post',
          entityId: 12,
          entityDetail: { name: 'Cheap balls', postType: 1, reason: 'misleading or scam' },
        }),
      ),
    ).toMatchObject({
      key: 'text.hiddenPost',
      params: { title: 'Cheap balls', reason: 'misleading or scam' },
      to: '/profile',
      reasonKey: 'misleadingOrScam',
    });
    expect(
      notificationView(
        item({ ...hidden, entityName: 'post', entityId: 12, entityDetail: { name: '' } }),
      ),
    ).toMatchObject({ key: 'text.hiddenPostUntitled', to: '/profile', reasonKey: 'other' });
    expect(
      notificationView(
        item({
          ...hidden,
          entityName: 'comment',
          entityId: 40,
          entityDetail: { name: 'Rude words', postId: 12, reason: 'offensive' },
        }),
      ),
    ).toMatchObject({ key: 'text.hiddenComment', to: '/posts/12', reasonKey: 'offensive' });
  });
});
