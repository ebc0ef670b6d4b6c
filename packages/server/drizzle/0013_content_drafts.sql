-- Hand edit after generation: no "public". schema prefix on REFERENCES (see 0000_init.sql).
CREATE TABLE "placement_drafts" (
	"place" text PRIMARY KEY NOT NULL,
	"photo_ids" uuid[] NOT NULL,
	"author_id" integer,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "autosave" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "autosaved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_drafts" ADD CONSTRAINT "placement_drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_content_versions_draft_idx" ON "site_content_versions" USING btree ("page") WHERE "site_content_versions"."status" = 'draft';