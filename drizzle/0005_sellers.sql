CREATE TYPE "public"."seller_change_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "seller_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "seller_change_status" DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_telegram_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "logo_url_2x" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "onboarding_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_changes" ADD CONSTRAINT "seller_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_changes" ADD CONSTRAINT "seller_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_telegram_chats" ADD CONSTRAINT "seller_telegram_chats_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_changes_seller_idx" ON "seller_changes" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_changes_one_pending_uq" ON "seller_changes" USING btree ("seller_id") WHERE "seller_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_telegram_chats_uq" ON "seller_telegram_chats" USING btree ("seller_id","chat_id");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_owner_uq" ON "sellers" USING btree ("owner_user_id");