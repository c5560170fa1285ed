CREATE TABLE "course_panel_rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"list" text NOT NULL,
	"list_scope" text NOT NULL,
	"edition" integer NOT NULL,
	"position" integer,
	"source_urls" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_panel_rankings" ADD CONSTRAINT "course_panel_rankings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_panel_rankings_course_list_edition_idx" ON "course_panel_rankings" USING btree ("course_id","list","edition");