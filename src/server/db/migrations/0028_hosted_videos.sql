CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"source_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"encryption_key" text NOT NULL,
	"duration_seconds" double precision,
	"renditions" text[],
	"error" text,
	"held_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "videos_processing_idx" ON "videos" USING btree ("held_until") WHERE "videos"."status" = 'processing';