-- Issue 16: the guest page cache (src/page-cache.ts, docs/decisions/035) keeps a page while the
-- catalogue's data version is unchanged. The public pages also show these tables: a change of any
-- of them moves the version too (the function of 0011_page_speed.sql), so a visitor sees it at once.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['banners', 'product_photos', 'product_price_tiers', 'product_reviews', 'faq_entries',
    'miner_models', 'service_images'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version()', t || '_catalog_version', t);
  END LOOP;
END $$;
