-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "gallery_guest_favourites" (
	"guest_id" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_guest_favourites_guest_id_photo_id_pk" PRIMARY KEY("guest_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD COLUMN "hidden_from_guests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_access_tokens" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "gallery_guest_favourites" ADD CONSTRAINT "gallery_guest_favourites_guest_id_gallery_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "gallery_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_guest_favourites" ADD CONSTRAINT "gallery_guest_favourites_photo_id_album_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "album_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_guests" ADD CONSTRAINT "gallery_guests_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_guest_favourites_photo_idx" ON "gallery_guest_favourites" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_guests_album_name_idx" ON "gallery_guests" USING btree ("album_id","name_key");--> statement-breakpoint
ALTER TABLE "gallery_access_tokens" ADD CONSTRAINT "gallery_access_tokens_guest_id_gallery_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "gallery_guests"("id") ON DELETE set null ON UPDATE no action;