-- Search speed (docs/decisions/010): a narrow copy of the searchable columns of every product,
-- kept by triggers, so search, facet counts and similar products read ~100-byte rows instead of
-- the wide products rows (descriptions, specs, dimensions). Not declared in schema.ts: like the
-- search vector's trigger and the trigram indexes of 0001, it is maintained by the database only.
CREATE TABLE product_search (
  id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  -- approved product of an active seller (PUBLIC_PRODUCT)
  public boolean NOT NULL,
  category_id integer NOT NULL,
  brand_id integer,
  seller_id integer NOT NULL,
  model_id integer,
  condition product_condition NOT NULL,
  algorithm text,
  country_iso char(2),
  city_id integer,
  delivery_regions char(2)[] NOT NULL,
  price_min numeric(14, 2),
  hashrate_hs double precision,
  efficiency double precision,
  efficiency_unit text,
  created_at timestamp with time zone NOT NULL,
  name text NOT NULL,
  -- rm_unaccent(lower(name)): the trigram match runs once per distinct name, not once per row
  name_norm text NOT NULL,
  sku text NOT NULL,
  external_sku text,
  search_vector tsvector
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- Inserts once per statement (bulk inserts and imports write their copies in one statement).
CREATE OR REPLACE FUNCTION rm_product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS ps (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
      country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
      name, name_norm, sku, external_sku, search_vector)
    SELECT n.id, n.status = 'approved' AND s.status = 'active', n.category_id, n.brand_id, n.seller_id,
      n.model_id, n.condition, n.algorithm, s.country_iso, s.city_id, n.delivery_regions, n.price_min,
      n.hashrate_hs, n.efficiency, n.specs->'efficiency'->>'unit', n.created_at, n.name,
      rm_unaccent(lower(n.name)), n.sku, n.external_sku, n.search_vector
    FROM inserted_products n JOIN sellers s ON s.id = n.seller_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert_trg
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION rm_product_search_insert();
--> statement-breakpoint
-- Only when a copied column changes (not on a page view counter).
CREATE TRIGGER products_search_row_upd_trg
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.status, OLD.seller_id, OLD.category_id, OLD.brand_id, OLD.model_id, OLD.condition, OLD.algorithm, OLD.delivery_regions, OLD.price_min, OLD.hashrate_hs, OLD.efficiency, OLD.specs, OLD.created_at, OLD.name, OLD.sku, OLD.external_sku, OLD.search_vector)
    IS DISTINCT FROM
    (NEW.status, NEW.seller_id, NEW.category_id, NEW.brand_id, NEW.model_id, NEW.condition, NEW.algorithm, NEW.delivery_regions, NEW.price_min, NEW.hashrate_hs, NEW.efficiency, NEW.specs, NEW.created_at, NEW.name, NEW.sku, NEW.external_sku, NEW.search_vector)
  ) EXECUTE FUNCTION rm_product_search_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_product_search_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.country_iso IS DISTINCT FROM OLD.country_iso
      OR NEW.city_id IS DISTINCT FROM OLD.city_id THEN
    UPDATE product_search ps
      SET public = p.status = 'approved' AND NEW.status = 'active', country_iso = NEW.country_iso, city_id = NEW.city_id
      FROM products p
      WHERE ps.seller_id = NEW.id AND p.id = ps.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sellers_product_search_trg
  AFTER UPDATE ON sellers
  FOR EACH ROW EXECUTE FUNCTION rm_product_search_seller();
--> statement-breakpoint
INSERT INTO product_search (id, public, category_id, brand_id, seller_id, model_id, condition, algorithm,
    country_iso, city_id, delivery_regions, price_min, hashrate_hs, efficiency, efficiency_unit, created_at,
    name, name_norm, sku, external_sku, search_vector)
  SELECT p.id, p.status = 'approved' AND s.status = 'active', p.category_id, p.brand_id, p.seller_id, p.model_id,
    p.condition, p.algorithm, s.country_iso, s.city_id, p.delivery_regions, p.price_min, p.hashrate_hs,
    p.efficiency, p.specs->'efficiency'->>'unit', p.created_at, p.name, rm_unaccent(lower(p.name)), p.sku,
    p.external_sku, p.search_vector
  FROM products p JOIN sellers s ON s.id = p.seller_id;
--> statement-breakpoint
CREATE INDEX product_search_vector_idx ON product_search USING gin (search_vector) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_name_idx ON product_search (name_norm) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_sku_idx ON product_search (lower(sku)) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_created_idx ON product_search (created_at, id) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_brand_idx ON product_search (brand_id) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_category_idx ON product_search (category_id) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_model_idx ON product_search (model_id) WHERE public;
--> statement-breakpoint
CREATE INDEX product_search_seller_idx ON product_search (seller_id, public);
--> statement-breakpoint
CREATE INDEX product_search_regions_idx ON product_search USING gin (delivery_regions) WHERE public;
--> statement-breakpoint
ANALYZE product_search;
