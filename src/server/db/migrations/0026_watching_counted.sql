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
ALTER TABLE "material_downloads" ADD CONSTRAINT "material_downloads_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;