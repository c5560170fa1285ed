import { describe, expect, it } from 'vitest';
import { actors, allowedKinds, AUTHOR_ID, refusal } from '../../../test/policy-actors.js';
import { authorize, can } from './chat-message.policy.js';

/** Decision 051, ROLE-012: every action × actor kind of a chat message (the author sent it). */
describe('chat-message.policy', () => {
  const message = { senderId: AUTHOR_ID };

  it('lets every member hide a message for themself, only the sender unsend it', () => {
    expect(allowedKinds((a) => can(a, 'hide', message))).toEqual([
      'member',
      'author',
      'courseManager',
      'otherCourseManager',
      'claimant',
      'administrator',
    ]);
    expect(allowedKinds((a) => can(a, 'unsend', message))).toEqual(['author']);
    // an erased sender's message is nobody's to unsend
    expect(allowedKinds((a) => can(a, 'unsend', { senderId: null }))).toEqual([]);
  });

  it('answers 401 to a guest and 403 with the spec text to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'unsend', message))?.status).toBe(401);
    expect(refusal(() => authorize(actors.administrator, 'unsend', message))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Only your own messages can be deleted for both',
    });
    expect(refusal(() => authorize(actors.author, 'unsend', message))).toBeNull();
  });
});
