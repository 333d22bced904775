ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
CREATE INDEX "purchases_search_idx" ON "purchases" USING gin (immutable_unaccent(lower("payer_name" || ' ' || "payer_lastname" || ' ' || "payer_email" || ' ' || "payer_document" || ' ' || coalesce("payment_id", '') || ' ' || "course_title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (immutable_unaccent(lower("name" || ' ' || "lastname" || ' ' || "username" || ' ' || "email")) gin_trgm_ops);