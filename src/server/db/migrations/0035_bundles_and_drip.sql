CREATE TABLE "bundle_courses" (
	"bundle_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"picture_url" text,
	"visibility" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2),
	"sale_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_grants" (
	"purchase_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "purchase_grants_purchase_id_course_id_pk" PRIMARY KEY("purchase_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "unit_release_notices" (
	"user_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_release_notices_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "course_units" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "course_units" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_grants" ADD CONSTRAINT "purchase_grants_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_grants" ADD CONSTRAINT "purchase_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_release_notices" ADD CONSTRAINT "unit_release_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_release_notices" ADD CONSTRAINT "unit_release_notices_unit_id_course_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."course_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_courses_course_id_idx" ON "bundle_courses" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_one_release_rule" CHECK ("course_units"."release_after_days" is null or "course_units"."release_date" is null);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_by_day_count"(p "purchases", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status = 'approved' AND p.approved_at IS NOT NULL THEN
    INSERT INTO "sales_by_day" AS s ("day", "kind", "course_id", "deleted_title", "sales", "revenue")
    VALUES (
      (p.approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
      CASE WHEN p.booking_id IS NOT NULL THEN 'consultation' WHEN p.bundle_id IS NOT NULL THEN 'bundle' ELSE 'course' END,
      p.course_id,
      CASE WHEN p.course_id IS NULL THEN p.course_title END,
      sign,
      sign * p.amount
    )
    ON CONFLICT ("day", "kind", coalesce("course_id", 0), coalesce("deleted_title", ''))
    DO UPDATE SET "sales" = s."sales" + excluded."sales", "revenue" = s."revenue" + excluded."revenue";
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_by_day_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.status, OLD.approved_at, OLD.amount, OLD.course_id, OLD.course_title, OLD.booking_id, OLD.bundle_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.approved_at, NEW.amount, NEW.course_id, NEW.course_title, NEW.booking_id, NEW.bundle_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "sales_by_day_count"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "sales_by_day_count"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "purchases_sales_by_day" ON "purchases";
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_by_day" AFTER INSERT OR DELETE OR UPDATE OF "status", "approved_at", "amount", "course_id", "course_title", "booking_id", "bundle_id" ON "purchases" FOR EACH ROW EXECUTE FUNCTION "sales_by_day_track"();
