-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "gallery_trash" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"placeholder" text,
	"status" text NOT NULL,
	"error" text,
	"favourite" boolean NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"trashed_at" timestamp with time zone NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_trash_reason_check" CHECK ("gallery_trash"."reason" in ('deleted', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "album_mail_queue" DROP CONSTRAINT "album_mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "removal_warned_for" date;--> statement-breakpoint
ALTER TABLE "gallery_trash" ADD CONSTRAINT "gallery_trash_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_trash_album_idx" ON "gallery_trash" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "gallery_trash_purge_after_idx" ON "gallery_trash" USING btree ("purge_after");--> statement-breakpoint
ALTER TABLE "album_mail_queue" ADD CONSTRAINT "album_mail_queue_kind_check" CHECK ("album_mail_queue"."kind" in ('published', 'link_changed', 'reminder', 'removal_warning'));--> statement-breakpoint
-- hand-written: a deleted album also hands over the files of its photos in the Corbeille, kept
-- until the later of their own end in the Corbeille and the album's grace days.
CREATE OR REPLACE FUNCTION "gallery_keep_files_of_deleted_album"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gallery_file_purges" ("photo_id", "storage_key", "widths", "purge_after")
	SELECT "id", "storage_key", "widths", now() + make_interval(days => OLD."grace_days")
	FROM "album_photos" WHERE "album_id" = OLD."id"
	ON CONFLICT DO NOTHING;
	INSERT INTO "gallery_file_purges" ("photo_id", "storage_key", "widths", "purge_after")
	SELECT "photo_id", "storage_key", "widths", greatest("purge_after", now() + make_interval(days => OLD."grace_days"))
	FROM "gallery_trash" WHERE "album_id" = OLD."id"
	ON CONFLICT DO NOTHING;
	RETURN OLD;
END
$$;
