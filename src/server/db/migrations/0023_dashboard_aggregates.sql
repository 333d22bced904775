CREATE TABLE "sales_by_day" (
	"day" date NOT NULL,
	"course_id" integer,
	"deleted_title" text,
	"sales" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_by_day_key" ON "sales_by_day" USING btree ("day",coalesce("course_id", 0),coalesce("deleted_title", ''));--> statement-breakpoint
CREATE INDEX "purchases_approved_at_idx" ON "purchases" USING btree ("approved_at") WHERE "purchases"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "purchases_waiting_idx" ON "purchases" USING btree ("id") WHERE ("purchases"."status" = 'pending' and "purchases"."payment_id" is not null) or "purchases"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "purchases_review_idx" ON "purchases" USING btree ("id") WHERE "purchases"."review_reason" is not null and "purchases"."approved_at" is null;--> statement-breakpoint
CREATE INDEX "users_students_idx" ON "users" USING btree ("id") WHERE not 'admin' = any("users"."roles");--> statement-breakpoint
CREATE FUNCTION "sales_by_day_count"(p "purchases", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status = 'approved' AND p.approved_at IS NOT NULL THEN
    INSERT INTO "sales_by_day" AS s ("day", "course_id", "deleted_title", "sales", "revenue")
    VALUES (
      (p.approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
      p.course_id,
      CASE WHEN p.course_id IS NULL THEN p.course_title END,
      sign,
      sign * p.amount
    )
    ON CONFLICT ("day", coalesce("course_id", 0), coalesce("deleted_title", ''))
    DO UPDATE SET "sales" = s."sales" + excluded."sales", "revenue" = s."revenue" + excluded."revenue";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_by_day_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.status, OLD.approved_at, OLD.amount, OLD.course_id, OLD.course_title)
      IS NOT DISTINCT FROM (NEW.status, NEW.approved_at, NEW.amount, NEW.course_id, NEW.course_title) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "sales_by_day_count"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "sales_by_day_count"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchases_sales_by_day" AFTER INSERT OR DELETE OR UPDATE OF "status", "approved_at", "amount", "course_id", "course_title" ON "purchases" FOR EACH ROW EXECUTE FUNCTION "sales_by_day_track"();
--> statement-breakpoint
INSERT INTO "sales_by_day" ("day", "course_id", "deleted_title", "sales", "revenue")
SELECT (approved_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date,
       course_id,
       CASE WHEN course_id IS NULL THEN course_title END,
       count(*),
       sum(amount)
FROM "purchases"
WHERE status = 'approved' AND approved_at IS NOT NULL
GROUP BY 1, 2, 3;
