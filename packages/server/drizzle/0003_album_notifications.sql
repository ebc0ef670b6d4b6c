-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "album_mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_mail_queue_kind_check" CHECK ("album_mail_queue"."kind" in ('published', 'link_changed', 'reminder'))
);
--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "album_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "album_mail_queue" ADD CONSTRAINT "album_mail_queue_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_mail_queue_next_attempt_at_idx" ON "album_mail_queue" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "album_mail_queue_album_id_idx" ON "album_mail_queue" USING btree ("album_id");