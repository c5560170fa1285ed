-- Decision 034: an existing database keeps its dataset names as the source names before the
-- club sync (seed/club-sync.ts) rebuilds display names, clubs and search words at start.
UPDATE courses SET source_name = name WHERE source_name IS NULL;
