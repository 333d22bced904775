ALTER TABLE "certificates" ADD COLUMN "document_hash" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_closed_at" timestamp with time zone;