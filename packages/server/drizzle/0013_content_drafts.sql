ALTER TABLE "articles" ADD COLUMN "autosave" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "autosaved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "site_content_versions_draft_idx" ON "site_content_versions" USING btree ("page") WHERE "site_content_versions"."status" = 'draft';