CREATE TABLE "course_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_kind" text NOT NULL,
	"years" integer[] NOT NULL,
	"source_urls" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "kind_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "latin_name" text;--> statement-breakpoint
ALTER TABLE "course_audit_log" ADD CONSTRAINT "course_audit_log_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_audit_log" ADD CONSTRAINT "course_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_facts" ADD CONSTRAINT "course_facts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_audit_log_course_idx" ON "course_audit_log" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_facts_course_event_idx" ON "course_facts" USING btree ("course_id","event");--> statement-breakpoint
CREATE INDEX "courses_latin_name_trgm_idx" ON "courses" USING gin (lower("latin_name") gin_trgm_ops);