CREATE TABLE "material_downloads" (
	"user_id" uuid NOT NULL,
	"material_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_downloads_user_id_material_id_pk" PRIMARY KEY("user_id","material_id")
);
--> statement-breakpoint
ALTER TABLE "module_positions" ALTER COLUMN "seconds" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "module_positions" ADD COLUMN "watched_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "module_positions" ADD COLUMN "reported_length" double precision;--> statement-breakpoint
ALTER TABLE "material_downloads" ADD CONSTRAINT "material_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_downloads" ADD CONSTRAINT "material_downloads_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lessons ticked before the server counted watching keep counting: their declared length is
-- credited (decision 0032), so a student who finished them need not watch them again.
UPDATE "module_positions" AS p SET "watched_seconds" = m."duration_minutes" * 60
FROM "module_progress" AS done, "course_modules" AS m
WHERE done."user_id" = p."user_id" AND done."module_id" = p."module_id"
  AND m."id" = p."module_id" AND m."video_id" <> '';--> statement-breakpoint
INSERT INTO "module_positions" ("user_id", "course_id", "module_id", "seconds", "updated_at", "watched_seconds")
SELECT done."user_id", u."course_id", done."module_id", 0, done."completed_at", m."duration_minutes" * 60
FROM "module_progress" AS done
JOIN "course_modules" AS m ON m."id" = done."module_id"
JOIN "course_units" AS u ON u."id" = m."unit_id"
WHERE m."video_id" <> ''
ON CONFLICT ("user_id", "module_id") DO NOTHING;
