CREATE TABLE "arca_tickets" (
	"key" text PRIMARY KEY NOT NULL,
	"ticket" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"document" text NOT NULL,
	"operation" text,
	"purchase_id" uuid,
	"user_id" uuid,
	"outcome" text,
	"confirm_token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"related_invoice_id" uuid,
	"voucher_type" integer NOT NULL,
	"point_of_sale" integer NOT NULL,
	"number" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"doc_type" integer NOT NULL,
	"doc_number" text NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"voucher_date" text,
	"cae" text,
	"cae_due_date" text,
	"request" jsonb,
	"response" jsonb,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_requests" ADD CONSTRAINT "consumer_requests_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_requests" ADD CONSTRAINT "consumer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_requests_code_key" ON "consumer_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "consumer_requests_created_at_idx" ON "consumer_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_purchase_kind_key" ON "invoices" USING btree ("purchase_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("point_of_sale","voucher_type","number") WHERE "invoices"."number" is not null and "invoices"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");