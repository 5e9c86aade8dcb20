CREATE TYPE "public"."moderation_decision" AS ENUM('approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."moderation_subject" AS ENUM('product', 'service', 'seller_change');--> statement-breakpoint
CREATE TYPE "public"."product_change_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."product_source" AS ENUM('manual', 'copy', 'excel');--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" integer,
	"subject_kind" "moderation_subject" NOT NULL,
	"subject_id" integer NOT NULL,
	"decision" "moderation_decision" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "product_change_status" DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_from" "product_status";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source" "product_source" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_decisions_subject_idx" ON "moderation_decisions" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_changes_product_idx" ON "product_changes" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_changes_one_pending_uq" ON "product_changes" USING btree ("product_id") WHERE "product_changes"."status" = 'pending';--> statement-breakpoint
-- Archived products of the demo: restoring returns a once-published one to sale, the others to draft.
UPDATE "products" SET "archived_from" = CASE WHEN "published_at" IS NOT NULL THEN 'approved'::product_status ELSE 'draft'::product_status END WHERE "status" = 'archived';
