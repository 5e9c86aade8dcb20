ALTER TABLE "users" ADD COLUMN "electricity_price" double precision;--> statement-breakpoint
-- Issue 18 part 3 (decision 043): the search copy carries what profit/day and payback need besides
-- algorithm, hashrate and price: the power draw and the listing's currency (an EUR price is converted
-- for the payback). The catalogue sorts and filters by those figures over this narrow table.
ALTER TABLE product_search ADD COLUMN power_w integer;--> statement-breakpoint
ALTER TABLE product_search ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD';--> statement-breakpoint
UPDATE product_search ps SET power_w = p.power_w, currency = p.currency FROM products p
  WHERE p.id = ps.id AND (p.power_w IS NOT NULL OR p.currency <> 'USD');--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'draft' THEN
    DELETE FROM product_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO product_search AS ps (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
      country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
      name, name_norm, sku, external_sku, search_vector, power_w, currency)
    SELECT NEW.id, NEW.status = 'approved' AND s.status = 'active', NEW.category_id, NEW.brand_id, NEW.seller_id,
      NEW.model_id, NEW.condition, NEW.algorithm, s.country_iso, s.city_id, NEW.delivery_regions, NEW.price_min,
      NEW.hashrate_hs, NEW.efficiency, NEW.specs->'efficiency'->>'unit', NEW.created_at, NEW.name,
      rm_unaccent(lower(NEW.name)), NEW.sku, NEW.external_sku, NEW.search_vector, NEW.power_w, NEW.currency
    FROM sellers s WHERE s.id = NEW.seller_id
  ON CONFLICT (id) DO UPDATE SET public = EXCLUDED.public, category_id = EXCLUDED.category_id,
    brand_id = EXCLUDED.brand_id, seller_id = EXCLUDED.seller_id, model_id = EXCLUDED.model_id,
    condition = EXCLUDED.condition, algorithm = EXCLUDED.algorithm, country_iso = EXCLUDED.country_iso,
    city_id = EXCLUDED.city_id, delivery_regions = EXCLUDED.delivery_regions, price_min = EXCLUDED.price_min,
    hashrate_hs = EXCLUDED.hashrate_hs, efficiency = EXCLUDED.efficiency, efficiency_unit = EXCLUDED.efficiency_unit,
    created_at = EXCLUDED.created_at, name = EXCLUDED.name, name_norm = EXCLUDED.name_norm, sku = EXCLUDED.sku,
    external_sku = EXCLUDED.external_sku, search_vector = EXCLUDED.search_vector, power_w = EXCLUDED.power_w,
    currency = EXCLUDED.currency;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS ps (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
      country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
      name, name_norm, sku, external_sku, search_vector, power_w, currency)
    SELECT n.id, n.status = 'approved' AND s.status = 'active', n.category_id, n.brand_id, n.seller_id,
      n.model_id, n.condition, n.algorithm, s.country_iso, s.city_id, n.delivery_regions, n.price_min,
      n.hashrate_hs, n.efficiency, n.specs->'efficiency'->>'unit', n.created_at, n.name,
      rm_unaccent(lower(n.name)), n.sku, n.external_sku, n.search_vector, n.power_w, n.currency
    FROM inserted_products n JOIN sellers s ON s.id = n.seller_id
    WHERE n.status <> 'draft';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_row_upd_trg ON products;--> statement-breakpoint
CREATE TRIGGER products_search_row_upd_trg
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.status, OLD.seller_id, OLD.category_id, OLD.brand_id, OLD.model_id, OLD.condition, OLD.algorithm, OLD.delivery_regions, OLD.price_min, OLD.hashrate_hs, OLD.efficiency, OLD.specs, OLD.created_at, OLD.name, OLD.sku, OLD.external_sku, OLD.search_vector, OLD.power_w, OLD.currency)
    IS DISTINCT FROM
    (NEW.status, NEW.seller_id, NEW.category_id, NEW.brand_id, NEW.model_id, NEW.condition, NEW.algorithm, NEW.delivery_regions, NEW.price_min, NEW.hashrate_hs, NEW.efficiency, NEW.specs, NEW.created_at, NEW.name, NEW.sku, NEW.external_sku, NEW.search_vector, NEW.power_w, NEW.currency)
  ) EXECUTE FUNCTION rm_product_search_row();
--> statement-breakpoint
-- The profit sorts read every public listing's algorithm, hashrate, power, price and currency (the
-- sort key depends on the buyer's electricity price, so no index can hold it): this covering index
-- lets them read a few MB of index instead of the table with its search vectors (decision 043).
CREATE INDEX product_search_profit_idx ON product_search (id) INCLUDE (algorithm, hashrate_hs, power_w, price_min, currency) WHERE public;
