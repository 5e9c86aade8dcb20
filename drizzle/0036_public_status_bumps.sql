-- Issue 31 (decision 068): a change the public neither saw before nor sees after no longer moves
-- the catalogue's data version (which empties every process's page caches): a draft, rejected or
-- archived listing archived, restored, sent to moderation or edited, with its photos, images and
-- price tiers; a draft company created or edited, with its offices and photos. Only rows that
-- are, or were, public count: products and services 'approved', companies 'active', the photos,
-- images and tiers of an approved listing, the offices and photos of an active company.
-- Row-level triggers with that condition replace the statement-level ones; the version moves at
-- most once per transaction, so a bulk action over 500 rows updates the version's row once, as
-- before. Inserts, deletes and truncates of products and services, and deletes and truncates of
-- companies, keep their triggers (0011, 0019).
CREATE FUNCTION rm_catalog_version_bump_once() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rm.catalog_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'catalog';
    PERFORM set_config('rm.catalog_version_bumped', 'on', true);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION rm_bump_catalog_version_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rm_catalog_version_bump_once();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row of a listing's photos, images or tiers, or of a company's offices and photos: the version
-- moves when its listing or company is public. TG_ARGV[0]: the parent table (products, services,
-- sellers); TG_ARGV[1]: the row's column naming the parent; TG_ARGV[2]: the parent's public status.
CREATE FUNCTION rm_bump_catalog_version_if_listing_public() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
DECLARE public_row boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY[(to_jsonb(NEW) ->> TG_ARGV[1])::integer];
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY[(to_jsonb(OLD) ->> TG_ARGV[1])::integer];
  ELSE
    ids := ARRAY[(to_jsonb(OLD) ->> TG_ARGV[1])::integer, (to_jsonb(NEW) ->> TG_ARGV[1])::integer];
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE id = ANY($1) AND status::text = $2)', TG_ARGV[0])
    INTO public_row USING ids, TG_ARGV[2];
  IF public_row THEN
    PERFORM rm_catalog_version_bump_once();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_catalog_version_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version_update
  AFTER UPDATE OF id, sku, seller_id, category_id, brand_id, model_id, external_sku, status, rejection_reason, name,
    description, condition, country_of_origin, currency, price_min, discount_amount, discount_ends_at, negotiable,
    dimensions, specs, algorithm, hashrate_hs, power_w, efficiency, delivery_regions, videos, difference_from_others,
    additional_terms, payment_methods, lead_time_days, warranty_months, stock_quantity, search_vector, published_at,
    created_at, updated_at, archived_from, source ON products
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved')
  EXECUTE FUNCTION rm_bump_catalog_version_once();
--> statement-breakpoint
DROP TRIGGER services_catalog_version ON services;
--> statement-breakpoint
CREATE TRIGGER services_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER services_catalog_version_update AFTER UPDATE ON services
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved')
  EXECUTE FUNCTION rm_bump_catalog_version_once();
--> statement-breakpoint
DROP TRIGGER sellers_catalog_version ON sellers;
--> statement-breakpoint
CREATE TRIGGER sellers_catalog_version AFTER DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER sellers_catalog_version_insert AFTER INSERT ON sellers
  FOR EACH ROW WHEN (NEW.status = 'active')
  EXECUTE FUNCTION rm_bump_catalog_version_once();
--> statement-breakpoint
CREATE TRIGGER sellers_catalog_version_update AFTER UPDATE ON sellers
  FOR EACH ROW WHEN (OLD.status = 'active' OR NEW.status = 'active')
  EXECUTE FUNCTION rm_bump_catalog_version_once();
--> statement-breakpoint
DROP TRIGGER product_photos_catalog_version ON product_photos;
--> statement-breakpoint
CREATE TRIGGER product_photos_catalog_version AFTER TRUNCATE ON product_photos
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_photos_catalog_version_row AFTER INSERT OR UPDATE OR DELETE ON product_photos
  FOR EACH ROW EXECUTE FUNCTION rm_bump_catalog_version_if_listing_public('products', 'product_id', 'approved');
--> statement-breakpoint
DROP TRIGGER service_images_catalog_version ON service_images;
--> statement-breakpoint
CREATE TRIGGER service_images_catalog_version AFTER TRUNCATE ON service_images
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER service_images_catalog_version_row AFTER INSERT OR UPDATE OR DELETE ON service_images
  FOR EACH ROW EXECUTE FUNCTION rm_bump_catalog_version_if_listing_public('services', 'service_id', 'approved');
--> statement-breakpoint
DROP TRIGGER product_price_tiers_catalog_version ON product_price_tiers;
--> statement-breakpoint
CREATE TRIGGER product_price_tiers_catalog_version AFTER TRUNCATE ON product_price_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_price_tiers_catalog_version_row AFTER UPDATE OR DELETE ON product_price_tiers
  FOR EACH ROW EXECUTE FUNCTION rm_bump_catalog_version_if_listing_public('products', 'product_id', 'approved');
--> statement-breakpoint
DROP TRIGGER seller_offices_catalog_version ON seller_offices;
--> statement-breakpoint
CREATE TRIGGER seller_offices_catalog_version AFTER TRUNCATE ON seller_offices
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER seller_offices_catalog_version_row AFTER INSERT OR UPDATE OR DELETE ON seller_offices
  FOR EACH ROW EXECUTE FUNCTION rm_bump_catalog_version_if_listing_public('sellers', 'seller_id', 'active');
--> statement-breakpoint
DROP TRIGGER seller_photos_catalog_version ON seller_photos;
--> statement-breakpoint
CREATE TRIGGER seller_photos_catalog_version AFTER TRUNCATE ON seller_photos
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER seller_photos_catalog_version_row AFTER INSERT OR UPDATE OR DELETE ON seller_photos
  FOR EACH ROW EXECUTE FUNCTION rm_bump_catalog_version_if_listing_public('sellers', 'seller_id', 'active');
