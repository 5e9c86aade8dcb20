-- Full-text search: extensions, an immutable unaccent, triggers that keep the weighted
-- search vectors current, and trigram indexes for typo-tolerant matching.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  model_name text;
BEGIN
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
CREATE TRIGGER products_search_vector_trg
  BEFORE INSERT OR UPDATE OF name, description, brand_id, model_id, sku, external_sku, algorithm ON products
  FOR EACH ROW EXECUTE FUNCTION rm_products_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rm_services_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
BEGIN
  SELECT name_en || ' ' || name_fr INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', rm_unaccent(coalesce(NEW.name, ''))), 'A') ||
    setweight(to_tsvector('simple', rm_unaccent(coalesce(category_name, ''))), 'B') ||
    setweight(to_tsvector('simple', rm_unaccent(left(coalesce(NEW.description, ''), 20000))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_vector_trg
  BEFORE INSERT OR UPDATE OF name, description, category_id ON services
  FOR EACH ROW EXECUTE FUNCTION rm_services_search_vector();
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (rm_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX miner_models_name_trgm_idx ON miner_models USING gin (rm_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX brands_name_trgm_idx ON brands USING gin (rm_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX sellers_company_name_trgm_idx ON sellers USING gin (rm_unaccent(lower(company_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX services_name_trgm_idx ON services USING gin (rm_unaccent(lower(name)) gin_trgm_ops);
