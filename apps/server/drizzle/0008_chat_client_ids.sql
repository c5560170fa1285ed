ALTER TABLE "chat_messages" ADD COLUMN "client_id" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_idx" ON "chat_messages" USING btree ("sender_id","client_id");