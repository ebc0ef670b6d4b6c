CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"published" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"placeholder" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "photos_status_check" CHECK ("photos"."status" in ('pending', 'processing', 'ready', 'failed')),
	CONSTRAINT "photos_type_check" CHECK ("photos"."type" in ('jpeg', 'png', 'webp', 'avif')),
	CONSTRAINT "photos_published_alt_check" CHECK (not "photos"."published" or length(trim("photos"."alt")) > 0)
);
--> statement-breakpoint
CREATE INDEX "photos_uploaded_at_idx" ON "photos" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "photos_queue_idx" ON "photos" USING btree ("next_attempt_at") WHERE "photos"."status" in ('pending', 'processing');