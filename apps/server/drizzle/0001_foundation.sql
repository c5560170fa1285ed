CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"zone_id" integer,
	"total_course" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"total_course" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zones_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_platform_stats" (
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"rating" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"follower_count" integer NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_platform_stats_course_id_source_pk" PRIMARY KEY("course_id","source")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"country_id" integer NOT NULL,
	"zone_id" integer,
	"state" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"hole_total" smallint,
	"par" smallint,
	"website" text,
	"phone" text,
	"access_type" text,
	"year_built" smallint,
	"architect" text,
	"osm_id" text,
	"picture" text,
	"cover" text,
	"website_logo" text,
	"website_banner" text,
	"content" text,
	"total_follow" integer DEFAULT 0 NOT NULL,
	"point" numeric(6, 2) DEFAULT 0 NOT NULL,
	"shrunk_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"provisional" boolean DEFAULT true NOT NULL,
	"world_rank" integer,
	"zone_rank" integer,
	"country_rank" integer,
	"state_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_sourceId_unique" UNIQUE("source_id")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_platform_stats" ADD CONSTRAINT "course_platform_stats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "countries_zone_idx" ON "countries" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_code_idx" ON "states" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_country_slug_idx" ON "courses" USING btree ("country_id","slug");--> statement-breakpoint
CREATE INDEX "courses_world_rank_idx" ON "courses" USING btree ("world_rank");--> statement-breakpoint
CREATE INDEX "courses_zone_rank_idx" ON "courses" USING btree ("zone_id","zone_rank");--> statement-breakpoint
CREATE INDEX "courses_country_rank_idx" ON "courses" USING btree ("country_id","country_rank");--> statement-breakpoint
CREATE INDEX "courses_search_name_trgm_idx" ON "courses" USING gin ("search_name" gin_trgm_ops);