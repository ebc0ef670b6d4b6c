ALTER TABLE "album_photos" ADD COLUMN "taken_at" timestamp;--> statement-breakpoint
ALTER TABLE "gallery_trash" ADD COLUMN "taken_at" timestamp;