ALTER TABLE "photos" ADD COLUMN "focal_x" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "focal_y" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_focal_point_check" CHECK ("photos"."focal_x" between 0 and 100 and "photos"."focal_y" between 0 and 100);