/** Drizzle schema of the whole database (docs/style.md §8: schema is code). */
export * from './geo.js';
export * from './clubs.js';
export * from './courses.js';
export * from './members.js';
export * from './course-pages.js';
export * from './community.js';
export * from './ranking.js';
export * from './chat.js';
export * from './notifications.js';
export * from './business.js';
export * from './panel-rankings.js';
