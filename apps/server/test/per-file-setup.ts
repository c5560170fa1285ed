import { afterAll } from 'vitest';
import { closeTestApp } from './test-app.js';

// Decision 054: runs before every API test file. Its after-hook runs after the file's own ones
// (vitest runs after-hooks last-registered first): the file's app closes and its copy of the
// database is dropped, so the worker's next file starts from the prepared template again.
afterAll(async () => {
  await closeTestApp();
});
