-- Trigram search on course (and later member) names (architecture.md "search").
-- PGlite loads the extension module itself (db/client.ts); PostgreSQL needs postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
