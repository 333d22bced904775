CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_installments" integer NOT NULL,
	"interest_free" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sale_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sale_ends_at" timestamp with time zone;