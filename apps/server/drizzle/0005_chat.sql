CREATE TABLE "chat_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"last_block_id" integer,
	"last_block_index" integer DEFAULT -1 NOT NULL,
	"last_block_count" integer DEFAULT 0 NOT NULL,
	"last_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"content" text NOT NULL,
	"unsent" boolean DEFAULT false NOT NULL,
	"hidden_for_sender" boolean DEFAULT false NOT NULL,
	"hidden_for_recipient" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_peer_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"read_time" bigint DEFAULT 0 NOT NULL,
	"hidden_before" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_block_id_chat_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."chat_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_peer_keys" ADD CONSTRAINT "chat_peer_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_blocks_conversation_index_idx" ON "chat_blocks" USING btree ("conversation_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_block_time_idx" ON "chat_messages" USING btree ("block_id","time");--> statement-breakpoint
CREATE INDEX "chat_peer_keys_user_idx" ON "chat_peer_keys" USING btree ("user_id","created_at");