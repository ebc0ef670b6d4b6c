-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "deleted_albums" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"client_name" text NOT NULL,
	"album" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_trash" DROP CONSTRAINT "gallery_trash_album_id_albums_id_fk";
--> statement-breakpoint
ALTER TABLE "deleted_albums" ADD CONSTRAINT "deleted_albums_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: a deleted album's photos in the Corbeille now stay there (their album waits in
-- deleted_albums), purged by the sweep at their own end: their files are no longer handed over.
CREATE OR REPLACE FUNCTION "gallery_keep_files_of_deleted_album"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gallery_file_purges" ("photo_id", "storage_key", "widths", "purge_after")
	SELECT "id", "storage_key", "widths", now() + make_interval(days => OLD."grace_days")
	FROM "album_photos" WHERE "album_id" = OLD."id"
	ON CONFLICT DO NOTHING;
	RETURN OLD;
END
$$;
