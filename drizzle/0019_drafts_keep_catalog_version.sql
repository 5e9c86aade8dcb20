-- Issue 16 (decision 038): writing drafts does not move the catalogue's data version. Drafts are the
-- seller's alone (no public page counts or lists them), and a spreadsheet import writes thousands in
-- one transaction: bumping the version for them emptied every process's page caches and held the
-- version's row lock until the import committed. Inserts of products, and of price tiers, bump it
-- only when a row that is not a draft is among them; updates, deletes and truncates bump as before.
CREATE FUNCTION rm_bump_catalog_version_unless_drafts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status <> 'draft') THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows t JOIN products p ON p.id = t.product_id WHERE p.status <> 'draft') THEN
    RETURN NULL;
  END IF;
  UPDATE data_versions SET version = version + 1 WHERE name = 'catalog';
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_catalog_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER products_catalog_version_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version_unless_drafts();
--> statement-breakpoint
DROP TRIGGER product_price_tiers_catalog_version ON product_price_tiers;
--> statement-breakpoint
CREATE TRIGGER product_price_tiers_catalog_version AFTER UPDATE OR DELETE OR TRUNCATE ON product_price_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_price_tiers_catalog_version_insert AFTER INSERT ON product_price_tiers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rm_bump_catalog_version_unless_drafts();
