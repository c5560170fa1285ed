CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"city" text,
	"website" text,
	"phone" text,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_slug_aliases" (
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_slug_aliases_country_id_slug_pk" PRIMARY KEY("country_id","slug")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_label" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "town_search" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slug_aliases" ADD CONSTRAINT "course_slug_aliases_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slug_aliases" ADD CONSTRAINT "course_slug_aliases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_country_idx" ON "clubs" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_name_prefix_idx" ON "courses" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "courses_town_search_idx" ON "courses" USING btree ("town_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "courses_club_idx" ON "courses" USING btree ("club_id");