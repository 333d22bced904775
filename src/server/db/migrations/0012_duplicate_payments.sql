CREATE TABLE "duplicate_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "init_point" text;--> statement-breakpoint
ALTER TABLE "duplicate_payments" ADD CONSTRAINT "duplicate_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_payments_payment_key" ON "duplicate_payments" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "duplicate_payments_purchase_id_idx" ON "duplicate_payments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "duplicate_payments_owed_idx" ON "duplicate_payments" USING btree ("created_at") WHERE "duplicate_payments"."status" = 'owed';