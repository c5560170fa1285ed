ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_user_low_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_user_high_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "user_low" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "user_high" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;