CREATE TABLE "purchase_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"granted" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "purchase_seats" ADD CONSTRAINT "purchase_seats_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_seats" ADD CONSTRAINT "purchase_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_seats_purchase_email_key" ON "purchase_seats" USING btree ("purchase_id",lower("email"));--> statement-breakpoint
CREATE INDEX "purchase_seats_waiting_email_idx" ON "purchase_seats" USING btree (lower("email")) WHERE "purchase_seats"."user_id" is null and "purchase_seats"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "purchase_seats_user_id_idx" ON "purchase_seats" USING btree ("user_id") WHERE "purchase_seats"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_seats_for_company" CHECK ("purchases"."seats" is null or ("purchases"."seats" between 1 and 100 and "purchases"."company_cuit" is not null));