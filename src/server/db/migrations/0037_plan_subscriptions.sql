CREATE TABLE "plan_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"provider" text NOT NULL,
	"preapproval_id" text,
	"init_point" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"payer_name" text NOT NULL,
	"payer_lastname" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_document" text NOT NULL,
	"payer_country" text NOT NULL,
	"payer_region" text NOT NULL,
	"payer_location" text NOT NULL,
	"authorized_at" timestamp with time zone,
	"paid_until" timestamp with time zone,
	"next_payment_at" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_token_hash" text,
	"cancel_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorized_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"preapproval_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"status" text NOT NULL,
	"debit_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_preapprovals" (
	"id" text PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"reason" text NOT NULL,
	"payer_email" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"next_payment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "plan_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "plan_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_authorized_payments" ADD CONSTRAINT "sandbox_authorized_payments_preapproval_id_sandbox_preapprovals_id_fk" FOREIGN KEY ("preapproval_id") REFERENCES "public"."sandbox_preapprovals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_preapproval_key" ON "plan_subscriptions" USING btree ("provider","preapproval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_live_key" ON "plan_subscriptions" USING btree ("user_id") WHERE "plan_subscriptions"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_status_idx" ON "plan_subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sandbox_authorized_payments_preapproval_idx" ON "sandbox_authorized_payments" USING btree ("preapproval_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_plan_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("plan_subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_plan_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("plan_subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_plan_subscription_idx" ON "enrollments" USING btree ("plan_subscription_id") WHERE "enrollments"."plan_subscription_id" is not null;--> statement-breakpoint
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
      sign * p.amount
    )
    ON CONFLICT ("day", "kind", coalesce("course_id", 0), coalesce("deleted_title", ''))
    DO UPDATE SET "sales" = s."sales" + excluded."sales", "revenue" = s."revenue" + excluded."revenue";
  END IF;
END $$;
