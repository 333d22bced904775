CREATE TABLE "seat_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "invoices_purchase_kind_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seat_refund_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_refunds" ADD CONSTRAINT "seat_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_refunds_purchase_idx" ON "seat_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "seat_refunds_pending_idx" ON "seat_refunds" USING btree ("created_at") WHERE "seat_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seat_refund_id_seat_refunds_id_fk" FOREIGN KEY ("seat_refund_id") REFERENCES "public"."seat_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seat_refund_key" ON "invoices" USING btree ("seat_refund_id") WHERE "invoices"."seat_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_purchase_kind_key" ON "invoices" USING btree ("purchase_id","kind") WHERE "invoices"."seat_refund_id" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_by_day_count"(p "purchases", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status = 'approved' AND p.approved_at IS NOT NULL THEN
    INSERT INTO "sales_by_day" AS s ("day", "kind", "course_id", "deleted_title", "sales", "revenue")
    VALUES (
      (p.approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
      CASE WHEN p.booking_id IS NOT NULL THEN 'consultation'
        WHEN p.bundle_id IS NOT NULL THEN 'bundle'
        WHEN p.plan_subscription_id IS NOT NULL THEN 'subscription'
        ELSE 'course' END,
      p.course_id,
      CASE WHEN p.course_id IS NULL THEN p.course_title END,
      sign,
      sign * (p.amount - p.refunded_amount)
    )
    ON CONFLICT ("day", "kind", coalesce("course_id", 0), coalesce("deleted_title", ''))
    DO UPDATE SET "sales" = s."sales" + excluded."sales", "revenue" = s."revenue" + excluded."revenue";
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_by_day_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.status, OLD.approved_at, OLD.amount, OLD.refunded_amount, OLD.course_id, OLD.course_title, OLD.booking_id, OLD.bundle_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.approved_at, NEW.amount, NEW.refunded_amount, NEW.course_id, NEW.course_title, NEW.booking_id, NEW.bundle_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "sales_by_day_count"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "sales_by_day_count"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "purchases_sales_by_day" ON "purchases";
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_by_day" AFTER INSERT OR DELETE OR UPDATE OF "status", "approved_at", "amount", "refunded_amount", "course_id", "course_title", "booking_id", "bundle_id" ON "purchases" FOR EACH ROW EXECUTE FUNCTION "sales_by_day_track"();
