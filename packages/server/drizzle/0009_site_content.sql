CREATE TABLE "site_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"document" jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_versions_status_check" CHECK ("site_content_versions"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_content_versions_page_idx" ON "site_content_versions" USING btree ("page","id");