ALTER TABLE "course_materials" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "file_type" text;