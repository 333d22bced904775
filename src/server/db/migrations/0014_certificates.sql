CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid,
	"course_id" integer,
	"full_name" text NOT NULL,
	"document" text,
	"course_title" text NOT NULL,
	"minutes" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("certificates"."full_name" || ' ' || coalesce("certificates"."document", '') || ' ' || "certificates"."code" || ' ' || "certificates"."course_title"))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "duration_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_key" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_created_at_id_idx" ON "certificates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_search_idx" ON "certificates" USING gin ("search_text" gin_trgm_ops);