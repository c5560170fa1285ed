CREATE TABLE "notification_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Decision 041: the counters move in the statement that changes `notifications`, whoever runs it
-- (the repositories, the account purge, a cascade from `users`, a script). One statement trigger
-- per event, with its transition tables: a statement touching many rows (read all, a purge, a
-- fan-out insert) adds one delta per member, and the members' rows are taken in `user_id` order
-- so two transactions writing to the same members never lock them in opposite orders. A member
-- being erased (no `users` row any more) is skipped: its counter row goes with it (cascade).
CREATE FUNCTION "notification_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_counters" AS c ("user_id", "total", "unread")
    SELECT d."user_id", sum(d."total")::int, sum(d."unread")::int
    FROM (SELECT "user_id", 1 AS "total", ("status" = 1)::int AS "unread"
          FROM new_rows WHERE "deleted_at" IS NULL) d
    JOIN "users" u ON u."id" = d."user_id"
    GROUP BY d."user_id" ORDER BY d."user_id"
    ON CONFLICT ("user_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "notification_counters" AS c ("user_id", "total", "unread")
    SELECT d."user_id", sum(d."total")::int, sum(d."unread")::int
    FROM (SELECT "user_id", 1 AS "total", ("status" = 1)::int AS "unread"
          FROM new_rows WHERE "deleted_at" IS NULL
          UNION ALL
          SELECT "user_id", -1, -(("status" = 1)::int)
          FROM old_rows WHERE "deleted_at" IS NULL) d
    JOIN "users" u ON u."id" = d."user_id"
    GROUP BY d."user_id" HAVING sum(d."total") <> 0 OR sum(d."unread") <> 0
    ORDER BY d."user_id"
    ON CONFLICT ("user_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread";
  ELSE
    INSERT INTO "notification_counters" AS c ("user_id", "total", "unread")
    SELECT d."user_id", -count(*)::int, -(count(*) FILTER (WHERE d."status" = 1))::int
    FROM old_rows d
    JOIN "users" u ON u."id" = d."user_id"
    WHERE d."deleted_at" IS NULL
    GROUP BY d."user_id" ORDER BY d."user_id"
    ON CONFLICT ("user_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_counters_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "notification_counters_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "notification_counters_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_counters_apply"();
--> statement-breakpoint
-- Backfill: every member's counters recounted from the rows already stored.
INSERT INTO "notification_counters" ("user_id", "total", "unread")
SELECT "user_id", count(*)::int, (count(*) FILTER (WHERE "status" = 1))::int
FROM "notifications" WHERE "deleted_at" IS NULL
GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "total" = excluded."total", "unread" = excluded."unread";
