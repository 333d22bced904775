DROP INDEX "sales_by_day_key";--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_by_day_key" ON "sales_by_day" USING btree ("day","kind",coalesce("course_id", 0),coalesce("deleted_title", ''));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_by_day_count"(p "purchases", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status = 'approved' AND p.approved_at IS NOT NULL THEN
    INSERT INTO "sales_by_day" AS s ("day", "kind", "course_id", "deleted_title", "sales", "revenue")
    VALUES (
      (p.approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
      CASE WHEN p.booking_id IS NULL THEN 'course' ELSE 'consultation' END,
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
    AND (OLD.status, OLD.approved_at, OLD.amount, OLD.course_id, OLD.course_title, OLD.booking_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.approved_at, NEW.amount, NEW.course_id, NEW.course_title, NEW.booking_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "sales_by_day_count"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "sales_by_day_count"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "purchases_sales_by_day" ON "purchases";
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_by_day" AFTER INSERT OR DELETE OR UPDATE OF "status", "approved_at", "amount", "course_id", "course_title", "booking_id" ON "purchases" FOR EACH ROW EXECUTE FUNCTION "sales_by_day_track"();
--> statement-breakpoint
DELETE FROM "sales_by_day";
--> statement-breakpoint
INSERT INTO "sales_by_day" ("day", "kind", "course_id", "deleted_title", "sales", "revenue")
SELECT (approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
       CASE WHEN booking_id IS NULL THEN 'course' ELSE 'consultation' END,
       course_id,
       CASE WHEN course_id IS NULL THEN course_title END,
       count(*),
       sum(amount)
FROM "purchases"
WHERE status = 'approved' AND approved_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
