-- Issue 16: every page fast at 100,000 products.
--
-- The catalogue's data version. Per-process caches of counts and id lists (src/api/cache.ts,
-- VersionedCache) keep a value as long as this number is unchanged, so a change is seen by the next
-- request in every process. Statement-level triggers bump it after any write that can change what the
-- public pages count or list: products (every column but the view counter, which product pages
-- update all the time; a new column of products must be added to that list), their sellers,
-- services, offices, photos, categories and brands. One row, updated in the writer's transaction: a reader that sees the new
-- number also sees the new rows.
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('catalog', 1);
--> statement-breakpoint
CREATE FUNCTION rm_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = 'catalog';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER products_catalog_version_update
  AFTER UPDATE OF id, sku, seller_id, category_id, brand_id, model_id, external_sku, status, rejection_reason, name,
    description, condition, country_of_origin, currency, price_min, discount_amount, negotiable, dimensions, specs,
    algorithm, hashrate_hs, power_w, efficiency, delivery_regions, videos, difference_from_others, additional_terms,
    payment_methods, lead_time_days, warranty_months, stock_quantity, search_vector, published_at, created_at,
    updated_at, archived_from, source ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
-- Every change of these tables: companies, their offices and photos, services, categories, brands.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sellers', 'seller_offices', 'seller_photos', 'services', 'categories', 'brands'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version()', t || '_catalog_version', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- "Best deals" and the catalogue's efficiency ordering: the expression of EFFICIENCY_JH
-- (src/api/modules/search/products.ts), so a page ordered by it stops after its rows.
CREATE INDEX product_search_efficiency_idx ON product_search ((efficiency / (case efficiency_unit when 'J/H' then 1::float8 when 'J/kH' then 1000::float8 when 'J/MH' then 1000000::float8 when 'J/GH' then 1000000000::float8 when 'J/TH' then 1000000000000::float8 when 'J/PH' then 1000000000000000::float8 when 'J/Sol' then 1::float8 when 'J/kSol' then 1000::float8 end)), id) WHERE public;
