CREATE TABLE "playback_devices" (
	"user_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"module_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playback_devices_user_id_session_hash_pk" PRIMARY KEY("user_id","session_hash")
);
--> statement-breakpoint
CREATE TABLE "playback_networks" (
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "playback_networks_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
CREATE TABLE "video_captions" (
	"video_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"vtt" text NOT NULL,
	"spoken_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_id_lang_pk" PRIMARY KEY("video_id","lang")
);
--> statement-breakpoint
ALTER TABLE "playback_devices" ADD CONSTRAINT "playback_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_networks" ADD CONSTRAINT "playback_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_networks_last_at_idx" ON "playback_networks" USING btree ("last_at");