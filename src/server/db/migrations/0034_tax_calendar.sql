CREATE TABLE "tax_calendar_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "tax_due_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obligation" text NOT NULL,
	"period" text NOT NULL,
	"digits" integer[] NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_obligations" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_reminder_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_reminder_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"digit" integer NOT NULL,
	"obligations" text[] NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_reminder_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"digit" integer NOT NULL,
	"obligations" text[] NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_reminder_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "tax_reminders_sent" (
	"subscription_id" uuid NOT NULL,
	"obligation" text NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_reminders_sent_subscription_id_obligation_period_due_date_pk" PRIMARY KEY("subscription_id","obligation","period","due_date")
);
--> statement-breakpoint
ALTER TABLE "tax_calendar_years" ADD CONSTRAINT "tax_calendar_years_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_due_dates" ADD CONSTRAINT "tax_due_dates_obligation_tax_obligations_slug_fk" FOREIGN KEY ("obligation") REFERENCES "public"."tax_obligations"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tax_reminder_links" ADD CONSTRAINT "tax_reminder_links_subscription_id_tax_reminder_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tax_reminder_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_reminders_sent" ADD CONSTRAINT "tax_reminders_sent_subscription_id_tax_reminder_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tax_reminder_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_due_dates_due_date_idx" ON "tax_due_dates" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "tax_due_dates_obligation_period_idx" ON "tax_due_dates" USING btree ("obligation","period");--> statement-breakpoint
CREATE INDEX "tax_reminder_links_subscription_idx" ON "tax_reminder_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "tax_reminder_requests_email_idx" ON "tax_reminder_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "tax_reminders_sent_sent_at_idx" ON "tax_reminders_sent" USING btree ("sent_at");--> statement-breakpoint
INSERT INTO "tax_obligations" ("slug", "label", "position") VALUES
  ('monotributo', 'Monotributo', 1),
  ('recategorizacion', 'Recategorización del Monotributo', 2),
  ('iva', 'IVA', 3),
  ('ganancias', 'Ganancias (personas humanas)', 4),
  ('bienes-personales', 'Bienes Personales (personas humanas)', 5),
  ('autonomos', 'Autónomos', 6),
  ('empleadores', 'Empleadores (F.931)', 7),
  ('iibb-caba', 'Ingresos Brutos CABA (AGIP)', 8);
