CREATE TABLE "album_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"placeholder" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"favourite" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "album_photos_status_check" CHECK ("album_photos"."status" in ('pending', 'processing', 'ready', 'failed')),
	CONSTRAINT "album_photos_type_check" CHECK ("album_photos"."type" in ('jpeg', 'png', 'webp', 'avif'))
);
--> statement-breakpoint
CREATE TABLE "gallery_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"code_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_downloads_kind_check" CHECK ("gallery_downloads"."kind" in ('photo', 'archive'))
);
--> statement-breakpoint
CREATE TABLE "gallery_file_purges" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "included_photos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "downloads_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "watermark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "grace_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "selection_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "selection_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_access_tokens" ADD CONSTRAINT "gallery_access_tokens_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD CONSTRAINT "gallery_downloads_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE INDEX "album_photos_queue_idx" ON "album_photos" USING btree ("next_attempt_at") WHERE "album_photos"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "gallery_access_tokens_album_idx" ON "gallery_access_tokens" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "gallery_access_tokens_expires_at_idx" ON "gallery_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gallery_downloads_album_idx" ON "gallery_downloads" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_file_purges_purge_after_idx" ON "gallery_file_purges" USING btree ("purge_after");--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_selection_status_check" CHECK ("albums"."selection_status" in ('open', 'sent'));--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_included_photos_check" CHECK ("albums"."included_photos" >= 0);--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_grace_days_check" CHECK ("albums"."grace_days" >= 0);--> statement-breakpoint
-- Whichever route deletes an album (the admin, a client deleting her account), its photos' rows
-- go with it (cascade) but their files stay for its grace days: the gallery sweep deletes them.
CREATE FUNCTION "gallery_keep_files_of_deleted_album"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gallery_file_purges" ("photo_id", "storage_key", "widths", "purge_after")
	SELECT "id", "storage_key", "widths", now() + make_interval(days => OLD."grace_days")
	FROM "album_photos" WHERE "album_id" = OLD."id"
	ON CONFLICT DO NOTHING;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "albums_keep_gallery_files" BEFORE DELETE ON "albums"
	FOR EACH ROW EXECUTE FUNCTION "gallery_keep_files_of_deleted_album"();
