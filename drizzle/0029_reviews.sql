ALTER TABLE "product_reviews" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
-- Edited by hand (decision 056): the existing reviews take their product's seller before the column
-- becomes NOT NULL, so the migration keeps every row.
ALTER TABLE "product_reviews" ADD COLUMN "seller_id" integer;--> statement-breakpoint
UPDATE "product_reviews" r SET "seller_id" = p."seller_id" FROM "products" p WHERE p."id" = r."product_id";--> statement-breakpoint
ALTER TABLE "product_reviews" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_seller_idx" ON "product_reviews" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5);