CREATE TABLE "recent_views" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "recent_views_kind_target_id_day_visitor_pk" PRIMARY KEY("kind","target_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recent_views_kind_day_idx" ON "recent_views" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "products_offer_ends_idx" ON "products" USING btree ("discount_ends_at") WHERE discount_ends_at is not null;--> statement-breakpoint
-- Issue 20 (decision 049): the offer's end date is shown on cards and pages, so writing it moves the
-- catalogue's data version like the discount itself (the column list of 0011, plus discount_ends_at).
DROP TRIGGER products_catalog_version_update ON products;--> statement-breakpoint
CREATE TRIGGER products_catalog_version_update
  AFTER UPDATE OF id, sku, seller_id, category_id, brand_id, model_id, external_sku, status, rejection_reason, name,
    description, condition, country_of_origin, currency, price_min, discount_amount, discount_ends_at, negotiable,
    dimensions, specs, algorithm, hashrate_hs, power_w, efficiency, delivery_regions, videos, difference_from_others,
    additional_terms, payment_methods, lead_time_days, warranty_months, stock_quantity, search_vector, published_at,
    created_at, updated_at, archived_from, source ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
-- Best deals (decision 049): public miner listings of a model with a hashrate and a price, read by
-- model from the index alone (price per TH/s and each model's median are computed over it).
CREATE INDEX product_search_deals_idx ON product_search (model_id) INCLUDE (id, price_min, hashrate_hs, currency, seller_id)
  WHERE public AND model_id IS NOT NULL AND hashrate_hs > 0 AND price_min > 0;
