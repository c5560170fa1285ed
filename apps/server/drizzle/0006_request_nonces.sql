CREATE TABLE "request_nonces" (
	"session_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_nonces_session_id_nonce_pk" PRIMARY KEY("session_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "request_nonces" ADD CONSTRAINT "request_nonces_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_nonces_expires_idx" ON "request_nonces" USING btree ("expires_at");