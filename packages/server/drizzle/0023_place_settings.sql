CREATE TABLE "place_settings" (
	"place" text PRIMARY KEY NOT NULL,
	"fallback_photo_id" uuid
);
--> statement-breakpoint
ALTER TABLE "place_settings" ADD CONSTRAINT "place_settings_fallback_photo_id_photos_id_fk" FOREIGN KEY ("fallback_photo_id") REFERENCES "photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the places she filled before this table existed are hers already.
INSERT INTO "place_settings" ("place") SELECT DISTINCT "place" FROM "photo_placements";
