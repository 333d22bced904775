-- Checkouts that expired without any payment were closed as cancelled (status detail
-- 'expired'), which read 'Pendiente' like a payment still to be credited: they are abandoned.
UPDATE "purchases" SET "status" = 'abandoned'
WHERE "status" = 'cancelled' AND "status_detail" = 'expired' AND "payment_id" IS NULL;
--> statement-breakpoint
UPDATE "purchase_events" SET "status" = 'abandoned'
WHERE "status" = 'cancelled' AND "status_detail" = 'expired' AND "payment_id" IS NULL;
