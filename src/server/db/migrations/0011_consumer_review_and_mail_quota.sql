CREATE TABLE "consumer_mail_quota" (
	"address_hash" text NOT NULL,
	"day" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "consumer_mail_quota_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
--> statement-breakpoint
ALTER TABLE "consumer_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "consumer_requests" ADD CONSTRAINT "consumer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_requests_purchase_id_idx" ON "consumer_requests" USING btree ("purchase_id");