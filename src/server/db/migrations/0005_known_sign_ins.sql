CREATE TABLE "known_sign_ins" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_ins_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "known_sign_ins" ADD CONSTRAINT "known_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;