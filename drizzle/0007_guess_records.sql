CREATE TABLE "guess_records" (
	"user_id" text NOT NULL,
	"key" uuid NOT NULL,
	"game" text NOT NULL,
	"round" text NOT NULL,
	"guess" text NOT NULL,
	"recorded" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guess_records_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "guess_records" ADD CONSTRAINT "guess_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guess_records_created_at_idx" ON "guess_records" USING btree ("created_at");