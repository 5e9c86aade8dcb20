-- Issue 16 (decision 038): the GIN indexes of products leave drafts out. A spreadsheet import writes
-- thousands of drafts in one transaction, and their entries in these indexes (a trigram per three
-- letters of the name, the delivery regions, the empty search vector) were about a sixth of the
-- INSERT's cost; nothing searches drafts (search reads `product_search`, a seller's own list uses
-- `like` on the seller's rows, the suggestions read public products: `status = 'approved'` implies
-- the indexes' `status <> 'draft'`, so the planner still uses them).
DROP INDEX "products_delivery_regions_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_delivery_regions_idx" ON "products" USING gin ("delivery_regions") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE status <> 'draft';--> statement-breakpoint
DROP INDEX products_name_trgm_idx;--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (rm_unaccent(lower(name)) gin_trgm_ops) WHERE status <> 'draft';
