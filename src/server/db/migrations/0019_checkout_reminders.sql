CREATE TABLE "checkout_reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_reminders" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recovered_purchase_id" uuid,
	"recovered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout_reminder_opt_outs" ADD CONSTRAINT "checkout_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_recovered_purchase_id_purchases_id_fk" FOREIGN KEY ("recovered_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_reminders_token_hash_key" ON "checkout_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "checkout_reminders_buyer_idx" ON "checkout_reminders" USING btree ("user_id","course_id","sent_at");--> statement-breakpoint
CREATE INDEX "checkout_reminders_sent_at_idx" ON "checkout_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "checkout_reminders_recovered_at_idx" ON "checkout_reminders" USING btree ("recovered_at") WHERE "checkout_reminders"."recovered_at" is not null;