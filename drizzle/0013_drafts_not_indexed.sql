-- Issue 16 (decision 019, update 031): drafts are not indexed for search. A draft is the seller's
-- alone (never public, never searched), and a spreadsheet import writes thousands at once: the
-- search vector (a tsvector of the name, SKUs, brand, model and description) and the
-- `product_search` copy cost about half of the import's write. Both are made when a product leaves
-- `draft` (the `verify` transition, or any other status it is written with) and dropped if it goes
-- back to `draft`.
CREATE OR REPLACE FUNCTION rm_products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  model_name text;
BEGIN
  IF NEW.status = 'draft' THEN
    NEW.search_vector := NULL;
    RETURN NEW;
  END IF;
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  SELECT name INTO model_name FROM miner_models WHERE id = NEW.model_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', rm_unaccent(coalesce(NEW.name, '') || ' ' || coalesce(model_name, ''))), 'A') ||
    setweight(to_tsvector('simple', rm_unaccent(translate(coalesce(NEW.sku, '') || ' ' || coalesce(NEW.external_sku, ''), '-_/.', '    '))), 'A') ||
    setweight(to_tsvector('simple', rm_unaccent(coalesce(brand_name, '') || ' ' || coalesce(NEW.algorithm, ''))), 'B') ||
    setweight(to_tsvector('simple', rm_unaccent(left(coalesce(NEW.description, ''), 20000))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Also when the status changes (a draft sent to moderation gets its vector then).
DROP TRIGGER products_search_vector_trg ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_trg
  BEFORE INSERT OR UPDATE OF name, description, brand_id, model_id, sku, external_sku, algorithm, status ON products
  FOR EACH ROW EXECUTE FUNCTION rm_products_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'draft' THEN
    DELETE FROM product_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO product_search AS ps (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
      country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
      name, name_norm, sku, external_sku, search_vector)
    SELECT NEW.id, NEW.status = 'approved' AND s.status = 'active', NEW.category_id, NEW.brand_id, NEW.seller_id,
      NEW.model_id, NEW.condition, NEW.algorithm, s.country_iso, s.city_id, NEW.delivery_regions, NEW.price_min,
      NEW.hashrate_hs, NEW.efficiency, NEW.specs->'efficiency'->>'unit', NEW.created_at, NEW.name,
      rm_unaccent(lower(NEW.name)), NEW.sku, NEW.external_sku, NEW.search_vector
    FROM sellers s WHERE s.id = NEW.seller_id
  ON CONFLICT (id) DO UPDATE SET public = EXCLUDED.public, category_id = EXCLUDED.category_id,
    brand_id = EXCLUDED.brand_id, seller_id = EXCLUDED.seller_id, model_id = EXCLUDED.model_id,
    condition = EXCLUDED.condition, algorithm = EXCLUDED.algorithm, country_iso = EXCLUDED.country_iso,
    city_id = EXCLUDED.city_id, delivery_regions = EXCLUDED.delivery_regions, price_min = EXCLUDED.price_min,
    hashrate_hs = EXCLUDED.hashrate_hs, efficiency = EXCLUDED.efficiency, efficiency_unit = EXCLUDED.efficiency_unit,
    created_at = EXCLUDED.created_at, name = EXCLUDED.name, name_norm = EXCLUDED.name_norm, sku = EXCLUDED.sku,
    external_sku = EXCLUDED.external_sku, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS ps (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
      country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
      name, name_norm, sku, external_sku, search_vector)
    SELECT n.id, n.status = 'approved' AND s.status = 'active', n.category_id, n.brand_id, n.seller_id,
      n.model_id, n.condition, n.algorithm, s.country_iso, s.city_id, n.delivery_regions, n.price_min,
      n.hashrate_hs, n.efficiency, n.specs->'efficiency'->>'unit', n.created_at, n.name,
      rm_unaccent(lower(n.name)), n.sku, n.external_sku, n.search_vector
    FROM inserted_products n JOIN sellers s ON s.id = n.seller_id
    WHERE n.status <> 'draft';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM product_search ps USING products p WHERE p.id = ps.id AND p.status = 'draft';
--> statement-breakpoint
UPDATE products SET search_vector = NULL WHERE status = 'draft' AND search_vector IS NOT NULL;
