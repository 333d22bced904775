DROP INDEX "purchases_created_at_idx";--> statement-breakpoint
CREATE INDEX "purchases_created_at_id_idx" ON "purchases" USING btree ("created_at","id");