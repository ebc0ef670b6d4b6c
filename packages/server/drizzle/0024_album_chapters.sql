CREATE TABLE "album_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "album_photos" ADD COLUMN "chapter_id" integer;--> statement-breakpoint
ALTER TABLE "album_chapters" ADD CONSTRAINT "album_chapters_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_chapters_album_idx" ON "album_chapters" USING btree ("album_id","position");--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_chapter_id_album_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "album_chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: her photos keep the order they had, the order their uploads finished in.
UPDATE "album_photos" SET "position" = "ordered"."n" FROM (
	SELECT "id", row_number() OVER (PARTITION BY "album_id" ORDER BY "created_at", "id") AS "n" FROM "album_photos"
) AS "ordered" WHERE "album_photos"."id" = "ordered"."id";
