CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published" date NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover" jsonb NOT NULL,
	"head_title" text NOT NULL,
	"head_description" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"breadcrumb_name" text NOT NULL,
	"share_image" jsonb NOT NULL,
	"markdown" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("is_published","published");