ALTER TYPE "public"."import_stage" ADD VALUE 'interrupted';--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "lease_until" timestamp with time zone;