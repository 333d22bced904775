CREATE TABLE "consultation_availability" (
	"id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_on_holidays" boolean DEFAULT false NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer,
	"user_id" uuid,
	"type_title" text NOT NULL,
	"mode" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_until" timestamp with time zone,
	"phone" text NOT NULL,
	"topic" text NOT NULL,
	"meeting_url" text,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"firm_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"mode" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_bookings_user_idx" ON "consultation_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_bookings_taken_idx" ON "consultation_bookings" USING btree ("starts_at") WHERE "consultation_bookings"."status" in ('held', 'confirmed');--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_booking_id_idx" ON "purchases" USING btree ("booking_id") WHERE "purchases"."booking_id" is not null;