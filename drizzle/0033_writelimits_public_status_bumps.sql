-- Issue 31 (decision 068): a change of a product or service that the public neither saw before nor
-- sees after (a draft, rejected or archived listing archived, restored or sent to moderation; a
-- draft edited) no longer moves the catalogue's data version, which empties every process's page
-- caches. Only listings that are, or were, for sale (status 'approved') count. Row-level triggers
-- with that condition replace the statement-level update triggers; the version moves at most once
-- per transaction (a bulk action over 500 rows updates the version's row once, as before).
-- Inserts, deletes and truncates keep their triggers (0011, 0019).
CREATE FUNCTION rm_bump_catalog_version_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rm.catalog_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'catalog';
    PERFORM set_config('rm.catalog_version_bumped', 'on', true);
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
