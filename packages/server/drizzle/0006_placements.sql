-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "photo_placements" (
	"place" text NOT NULL,
	"position" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	CONSTRAINT "photo_placements_place_position_pk" PRIMARY KEY("place","position")
);
--> statement-breakpoint
ALTER TABLE "photo_placements" ADD CONSTRAINT "photo_placements_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_placements_place_photo_idx" ON "photo_placements" USING btree ("place","photo_id");--> statement-breakpoint
CREATE INDEX "photo_placements_photo_idx" ON "photo_placements" USING btree ("photo_id");