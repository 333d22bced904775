ALTER TABLE "videos" ADD COLUMN "lesson_file" text;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_lesson_file_idx" ON "videos" USING btree ("lesson_file");