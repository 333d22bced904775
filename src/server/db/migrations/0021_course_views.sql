CREATE TABLE "course_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_views" (
	"day" date NOT NULL,
	"course_id" integer NOT NULL,
	"visitor_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	CONSTRAINT "course_views_day_course_id_visitor_hash_pk" PRIMARY KEY("day","course_id","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "course_views" ADD CONSTRAINT "course_views_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;