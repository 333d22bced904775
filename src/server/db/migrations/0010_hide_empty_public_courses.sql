-- A public course must have at least one unit with at least one module: one without content
-- could otherwise be listed and sold. Courses public without any module become private.
UPDATE "courses" SET "visibility" = false, "updated_at" = now()
WHERE "visibility" = true
  AND NOT EXISTS (
    SELECT 1 FROM "course_units" u
    JOIN "course_modules" m ON m."unit_id" = u."id"
    WHERE u."course_id" = "courses"."id"
  );
