-- Relevance pages read by tiers (docs/decisions/010): the newest products of one name first, so
-- the name index also orders by date; exact SKUs of the seller are looked up by index.
CREATE INDEX product_search_name_created_idx ON product_search (name_norm, created_at DESC, id DESC) WHERE public;
--> statement-breakpoint
DROP INDEX product_search_name_idx;
--> statement-breakpoint
CREATE INDEX product_search_external_sku_idx ON product_search (lower(external_sku)) WHERE public;
