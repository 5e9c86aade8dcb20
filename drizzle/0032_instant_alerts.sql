ALTER TABLE "alert_items" ADD COLUMN "sent_instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "instant_deferred_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "delivery" text DEFAULT 'digest' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "notify_telegram" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_items_alert_idx" ON "alert_items" USING btree ("alert_id","id");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_delivery_check" CHECK ("saved_searches"."delivery" in ('instant', 'digest'));