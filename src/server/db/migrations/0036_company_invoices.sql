ALTER TABLE "invoices" ADD COLUMN "receiver_condition" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "company_cuit" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "company_iva_condition" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_whole" CHECK (("purchases"."company_cuit" is null) = ("purchases"."company_name" is null) and ("purchases"."company_cuit" is null) = ("purchases"."company_iva_condition" is null));