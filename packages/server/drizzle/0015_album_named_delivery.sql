-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
ALTER TABLE "album_mail_queue" DROP CONSTRAINT "album_mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "welcome" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "cover_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "cover_focal_x" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "cover_focal_y" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "client_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_photo_id_album_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "album_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_mail_queue" ADD CONSTRAINT "album_mail_queue_kind_check" CHECK ("album_mail_queue"."kind" in ('published', 'link_changed', 'reminder', 'removal_warning', 'photos_ready'));--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_focal_point_check" CHECK ("albums"."cover_focal_x" between 0 and 100 and "albums"."cover_focal_y" between 0 and 100);