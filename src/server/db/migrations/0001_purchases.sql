CREATE TABLE "purchase_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"payment_id" text,
	"source" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"preference_id" text NOT NULL,
	"external_reference" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "purchases_user_id_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "currency" text DEFAULT 'ARS' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_events_purchase_id_idx" ON "purchase_events" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_external_reference_idx" ON "sandbox_payments" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_next_check_at_idx" ON "purchases" USING btree ("next_check_at") WHERE "purchases"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_preference_id_key" ON "purchases" USING btree ("provider","preference_id");--> statement-breakpoint
CREATE INDEX "purchases_user_id_idx" ON "purchases" USING btree ("user_id","created_at");