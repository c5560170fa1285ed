import { courses, languages, users } from './schema/index.js';

/**
 * Column selections several repositories read the same way (one definition).
 */

/** A member as the cards show him (author, uploader, sender, host): id, name and picture. */
export const memberCardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
};

/** A post's or review's language: its id and its names per locale. */
export const languageRefColumns = { id: languages.id, names: languages.names };

/** A course named in a post, review or list: id, name and URL slug. */
export const courseRefColumns = { id: courses.id, name: courses.name, slug: courses.slug };
