-- Issue 16 (decision 038): the b-tree indexes of products on category, brand, model and price leave
-- drafts out, as migration 0016 did for the GIN indexes. A 10,000-row spreadsheet import no longer
-- fills them (about 0.2 s of a 1.8 s import on PostgreSQL). Queries over public or moderated
-- products (`status = 'approved'`, `'verified'`…) imply `status <> 'draft'` and still use them; a
-- seller's own list (drafts included) goes by products_seller_idx.
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_model_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_min") WHERE status <> 'draft';