ALTER TABLE "posts" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_by" text;--> statement-breakpoint
-- Decision 042: what was hidden before says by whom; the live content of members already
-- suspended is hidden by their suspension, as a suspension now does.
UPDATE "posts" SET "hidden_by" = 'moderator' WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "hidden_by" = 'moderator' WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
UPDATE "posts" p SET "hidden_at" = u."suspended_at", "hidden_by" = 'suspension'
  FROM "users" u
  WHERE u."id" = p."author_id" AND u."suspended_at" IS NOT NULL
    AND p."deleted_at" IS NULL AND p."hidden_at" IS NULL;--> statement-breakpoint
UPDATE "comments" c SET "hidden_at" = u."suspended_at", "hidden_by" = 'suspension'
  FROM "users" u
  WHERE u."id" = c."author_id" AND u."suspended_at" IS NOT NULL
    AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL;--> statement-breakpoint
-- the counters of posts and comments that have hidden comments count shown ones only
UPDATE "posts" SET
  "total_comment" = (SELECT count(*)::int FROM "comments" c
    LEFT JOIN "comments" pc ON pc."id" = c."parent_id"
    WHERE c."entity_name" = 'post' AND c."entity_id" = "posts"."id"
      AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL
      AND (c."parent_id" IS NULL OR (pc."deleted_at" IS NULL AND pc."hidden_at" IS NULL))),
  "total_parent_comment" = (SELECT count(*)::int FROM "comments" c
    WHERE c."entity_name" = 'post' AND c."entity_id" = "posts"."id" AND c."parent_id" IS NULL
      AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL)
  WHERE "id" IN (SELECT DISTINCT "entity_id" FROM "comments"
    WHERE "entity_name" = 'post' AND "hidden_at" IS NOT NULL);--> statement-breakpoint
UPDATE "comments" SET
  "total_reply" = (SELECT count(*)::int FROM "comments" r
    WHERE r."parent_id" = "comments"."id" AND r."deleted_at" IS NULL AND r."hidden_at" IS NULL)
  WHERE "id" IN (SELECT DISTINCT "parent_id" FROM "comments"
    WHERE "parent_id" IS NOT NULL AND "hidden_at" IS NOT NULL);--> statement-breakpoint
UPDATE "users" SET
  "total_post" = (SELECT count(*)::int FROM "posts" p
    WHERE p."author_id" = "users"."id" AND p."deleted_at" IS NULL AND p."hidden_at" IS NULL)
  WHERE "id" IN (SELECT DISTINCT "author_id" FROM "posts" WHERE "hidden_at" IS NOT NULL);--> statement-breakpoint
UPDATE "tags" SET
  "counter" = (SELECT count(*)::int FROM "posts" p
    WHERE p."hashtags" @> ARRAY["tags"."name"] AND p."deleted_at" IS NULL AND p."hidden_at" IS NULL)
  WHERE "name" IN (SELECT DISTINCT unnest("hashtags") FROM "posts" WHERE "hidden_at" IS NOT NULL);
--> statement-breakpoint
-- our own rating platform (D-05) of the courses with hidden reviews counts shown reviews only;
-- the ranking recomputes from it at start
UPDATE "course_platform_stats" s SET
  "review_count" = (SELECT count(*)::int FROM "posts" p
    WHERE p."course_id" = s."course_id" AND p."type" = 4 AND p."deleted_at" IS NULL AND p."hidden_at" IS NULL),
  "rating" = (SELECT coalesce(avg(r."overall"), 0) FROM "posts" p JOIN "review_ratings" r ON r."post_id" = p."id"
    WHERE p."course_id" = s."course_id" AND p."type" = 4 AND p."deleted_at" IS NULL AND p."hidden_at" IS NULL),
  "updated_at" = now()
  WHERE s."source" = 'bgc' AND s."course_id" IN (SELECT DISTINCT "course_id" FROM "posts"
    WHERE "type" = 4 AND "hidden_at" IS NOT NULL AND "course_id" IS NOT NULL);
