ALTER TABLE "orders" ADD COLUMN "lead_time_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 059): orders made before this migration take the terms of the quote they were accepted from.
UPDATE "orders" SET "lead_time_days" = q."lead_time_days", "incoterm" = q."incoterm", "warranty_months" = q."warranty_months", "valid_until" = q."valid_until", "terms" = q."terms" FROM "quotes" q WHERE q."id" = "orders"."quote_id";
