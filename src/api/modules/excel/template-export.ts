/** The template of a category (or of every category) and the export of the seller's products. */
import type { ProductFields } from "../../../common/api/seller-products.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { AuthUser } from "../../http/auth.ts";
import { EMPTY_PRODUCT } from "../seller-products/service.ts";
import { type Column, type Lookups, templateColumns } from "./columns.ts";
import { type ExcelDeps, refsNow } from "./context.ts";
import { checkOwnIds } from "./prepared-files.ts";
import { currentFields } from "./product-fields.ts";
import * as q from "./queries.ts";
import { writeWorkbook } from "./workbook.ts";

export async function writeTemplate(
  deps: ExcelDeps,
  auth: AuthUser,
  categoryId: number | undefined,
  locale: Locale,
) {
  await deps.sellerProducts.activeSeller(auth);
  const l = await refsNow(deps);
  let columns: Column[];
  let categoryName: string | undefined;
  let categoryIds: Set<number> | undefined;
  if (categoryId !== undefined) {
    const form = await deps.sellerProducts.formData(categoryId, locale);
    columns = templateColumns(form.specifications.map((s) => s.key));
    categoryName = form.category.name;
    categoryIds = new Set(
      l.refs.categories.filter((c) => c.id === categoryId || c.parentId === categoryId).map((c) => c.id),
    );
  } else columns = templateColumns();
  const example = exampleProduct(l, categoryId);
  return writeWorkbook({ locale, columns, lookups: l, categoryName, categoryIds, example });
}

/** A plausible product for the example row: a miner built from the first model when the category takes one. */
function exampleProduct(l: Lookups, categoryId: number | undefined): ProductFields {
  const category =
    l.refs.categories.find((c) => c.id === categoryId) ??
    l.refs.categories.find((c) => c.parentId !== null && c.specKeys.includes("hashrate"));
  const model =
    category?.specKeys.includes("hashrate") || !category?.specKeys.length ? l.refs.models[0] : undefined;
  return {
    ...EMPTY_PRODUCT,
    external_sku: "S21-200-NEW",
    name: model ? `${model.name}, new, in stock` : "Product name",
    category_id: category?.id ?? 0,
    brand_id: model?.brandId ?? null,
    model_id: model?.id ?? null,
    country_of_origin: "CN",
    description: "Sealed boxes, shipped within 3 days from our warehouse.",
    price_tiers: [
      { min_quantity: 1, max_quantity: 9, unit_price: 5200 },
      { min_quantity: 10, max_quantity: null, unit_price: 4900 },
    ],
    negotiable: true,
    delivery_regions: ["NA", "EU"],
    stock_quantity: 120,
    warranty_months: 6,
    additional_terms: [{ name: "Warranty", value: "6 months" }],
    specs: model?.specs ?? {},
  };
}

/** The caller's products (the selection, or all) in the template layout, pending edits included. */
export async function exportProducts(
  deps: ExcelDeps,
  auth: AuthUser,
  ids: number[] | undefined,
  locale: Locale,
) {
  const db = deps.database.db;
  const seller = await deps.sellerProducts.activeSeller(auth);
  await checkOwnIds(deps, seller.id, ids);
  const l = await refsNow(deps);
  async function* pages(): AsyncIterable<ProductFields[]> {
    let after = 0;
    for (;;) {
      const rows = await q.exportPage(db, seller.id, after, 1000, ids);
      if (!rows.length) return;
      after = rows.at(-1)?.id ?? after;
      yield await currentFields(db, rows);
    }
  }
  return writeWorkbook({ locale, columns: templateColumns(), lookups: l, rows: pages() });
}
