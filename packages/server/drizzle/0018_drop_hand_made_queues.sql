ALTER TABLE "album_mail_queue" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "album_mail_queue" CASCADE;--> statement-breakpoint
DROP INDEX "album_photos_queue_idx";--> statement-breakpoint
DROP INDEX "photos_queue_idx";--> statement-breakpoint
ALTER TABLE "album_photos" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "album_photos" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "photos" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "photos" DROP COLUMN "locked_until";