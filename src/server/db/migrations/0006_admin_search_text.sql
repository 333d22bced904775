-- The admin search text stored once per row (a generated column) instead of computed again
-- for every row a search or a page visits; the trigram indexes move onto it. Adding a stored
-- generated column rewrites each table once, filling it for the rows already there.
DROP INDEX "purchases_search_idx";--> statement-breakpoint
DROP INDEX "users_search_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("purchases"."payer_name" || ' ' || "purchases"."payer_lastname" || ' ' || "purchases"."payer_email" || ' ' || "purchases"."payer_document" || ' ' || coalesce("purchases"."payment_id", '') || ' ' || "purchases"."course_title"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("users"."name" || ' ' || "users"."lastname" || ' ' || "users"."username" || ' ' || "users"."email"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_search_idx" ON "purchases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Statistics for the new columns, so the planner can tell a common word from a rare one at once.
ANALYZE "users";--> statement-breakpoint
ANALYZE "purchases";