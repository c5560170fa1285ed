/** Public entry of @bgc/shared: constants, enums, schemas and pure rules used by server and SPA. */
export * from './constants.js';
export * from './enums.js';
export * from './ranking-pager.js';
export * from './language-detection.js';
export * from './routes.js';
export * from './api.schema.js';
export * from './ranking-formula.js';
export * from './zones.js';
export * from './auth-signature.js';
export * from './members.schema.js';
export * from './dial-codes.js';
export * from './course-pages.schema.js';
export * from './posts.schema.js';
export * from './errors.js';
