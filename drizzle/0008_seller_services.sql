CREATE TABLE "service_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "product_change_status" DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_from" "service_status";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "source" "product_source" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_changes_service_idx" ON "service_changes" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_changes_one_pending_uq" ON "service_changes" USING btree ("service_id") WHERE "service_changes"."status" = 'pending';