CREATE TYPE "public"."listing_change_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."listing_kind" AS ENUM('seller', 'product', 'service');--> statement-breakpoint
CREATE TABLE "listing_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"target_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "listing_change_status" DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_changes_target_idx" ON "listing_changes" USING btree ("kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_changes_pending_idx" ON "listing_changes" USING btree ("kind","created_at") WHERE "listing_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_changes_one_pending_uq" ON "listing_changes" USING btree ("kind","target_id") WHERE "listing_changes"."status" = 'pending';--> statement-breakpoint
INSERT INTO "listing_changes" ("id", "kind", "target_id", "payload", "status", "reason", "created_at", "updated_at", "decided_by", "decided_at")
SELECT "id", 'seller', "seller_id", "payload", "status"::text::"listing_change_status", "reason", "created_at", "updated_at", "decided_by", "decided_at"
FROM "seller_changes" ORDER BY "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('listing_changes', 'id'), coalesce((SELECT max("id") FROM "listing_changes"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "listing_changes" ("kind", "target_id", "payload", "status", "reason", "created_at", "updated_at", "decided_by", "decided_at")
SELECT 'product', "product_id", "payload", "status"::text::"listing_change_status", "reason", "created_at", "updated_at", "decided_by", "decided_at"
FROM "product_changes" ORDER BY "id";--> statement-breakpoint
INSERT INTO "listing_changes" ("kind", "target_id", "payload", "status", "reason", "created_at", "updated_at", "decided_by", "decided_at")
SELECT 'service', "service_id", "payload", "status"::text::"listing_change_status", "reason", "created_at", "updated_at", "decided_by", "decided_at"
FROM "service_changes" ORDER BY "id";--> statement-breakpoint
DROP TABLE "product_changes" CASCADE;--> statement-breakpoint
DROP TABLE "seller_changes" CASCADE;--> statement-breakpoint
DROP TABLE "service_changes" CASCADE;--> statement-breakpoint
DROP TYPE "public"."product_change_status";--> statement-breakpoint
DROP TYPE "public"."seller_change_status";
