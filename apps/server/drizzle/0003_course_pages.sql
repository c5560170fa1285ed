CREATE TABLE "course_peers" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"hole_total" text,
	"par" text,
	"course_type" text,
	"course_architect" text,
	"open_date" text,
	"guest_policy" text,
	"weekday_price" text,
	"weekend_price" text,
	"twilight_price" text,
	"fairway" text,
	"green" text
);
--> statement-breakpoint
CREATE TABLE "course_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "director_interviews" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"director_name" text NOT NULL,
	"director_position" text NOT NULL,
	"question1" text,
	"question2" text,
	"question3" text,
	"question4" text,
	"question5" text,
	"question6" text,
	"question7" text,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"entity_name" text NOT NULL,
	"entity_id" integer NOT NULL,
	"course_id" integer,
	"uploader_id" integer,
	"description" text,
	"path" text,
	"thumbnail" text,
	"width" integer,
	"height" integer,
	"youtube_id" text,
	"meta" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"author_id" integer NOT NULL,
	"course_id" integer,
	"language_id" integer,
	"title" text,
	"content" text DEFAULT '' NOT NULL,
	"total_like" integer DEFAULT 0 NOT NULL,
	"total_comment" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_ratings" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"facilities" double precision NOT NULL,
	"maintenance" double precision NOT NULL,
	"surroundings" double precision NOT NULL,
	"clubhouse" double precision NOT NULL,
	"value" double precision NOT NULL,
	"overall" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instagram_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tripadvisor_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "facilities" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_peers" ADD CONSTRAINT "course_peers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_roles" ADD CONSTRAINT "course_roles_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_roles" ADD CONSTRAINT "course_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_roles" ADD CONSTRAINT "course_roles_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "director_interviews" ADD CONSTRAINT "director_interviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "director_interviews" ADD CONSTRAINT "director_interviews_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_ratings" ADD CONSTRAINT "review_ratings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_peers_course_idx" ON "course_peers" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_roles_course_user_idx" ON "course_roles" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_roles_user_idx" ON "course_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_roles_status_idx" ON "course_roles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "media_course_type_idx" ON "media" USING btree ("course_id","type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_entity_idx" ON "media" USING btree ("entity_name","entity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_one_review_idx" ON "posts" USING btree ("course_id","author_id") WHERE "posts"."type" = 4 AND "posts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_course_type_idx" ON "posts" USING btree ("course_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS LAST);