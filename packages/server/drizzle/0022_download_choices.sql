ALTER TABLE "albums" ADD COLUMN "download_size" text DEFAULT 'high' NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "download_favourites_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "download_pin_hash" text;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD COLUMN "size" text DEFAULT 'high' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD COLUMN "downloader" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_download_size_check" CHECK ("albums"."download_size" in ('high', 'web'));--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD CONSTRAINT "gallery_downloads_size_check" CHECK ("gallery_downloads"."size" in ('high', 'web'));--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD CONSTRAINT "gallery_downloads_downloader_check" CHECK ("gallery_downloads"."downloader" in ('owner', 'guest', 'admin'));