/**
 * Products as a kind of moderated listing (issue 17): the descriptor the listings core runs its
 * rules with — the products table, the product fields, the photos, how messages name products.
 */
import type { PendingPhoto, ProductFields } from "../../../common/api/seller-products.ts";
import { PRODUCT_FIELDS, PRODUCT_LIMITS } from "../../../common/api/seller-products.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import { moderationNotice } from "../listings/decide.ts";
import type { ListingKind } from "../listings/kind.ts";
import { fieldError, type ListingStatus, transitions } from "../listings/status.ts";
import { completeness, fieldsOf, photoOut, toColumns } from "./fields.ts";
import * as q from "./queries.ts";

/**
 * Which status each seller action accepts and where it leads (docs/product-statuses.md). The
 * moderator's approve and reject take `verified` only (or a pending change of an approved product).
 */
export const TRANSITIONS = transitions<ListingStatus>("products");

export const statusLabel = (locale: Locale, status: ListingStatus) =>
  translate(locale, `products.status.${status}`);

export const productKind = {
  kind: "product",
  mediaKey: "photos",
  fields: PRODUCT_FIELDS,
  notFound: "error.productIdNotFound",
  find: q.findProduct,
  findOwn: q.findOwnProduct,
  lock: q.lockProducts,
  fieldsOf: async (tx, row) => fieldsOf(row, await q.listTiers(tx, row.id)),
  async writeFields(tx, id, fields) {
    await q.updateProduct(tx, id, toColumns(fields));
    if (fields.price_tiers) await q.replaceTiers(tx, id, fields.price_tiers);
  },
  setStatus: q.setStatus,
  media: {
    list: async (tx, id) => (await q.listPhotos(tx, id)).map(photoOut),
    nextId: q.nextPhotoId,
    fromSaved: (id, saved) => ({
      id,
      url: saved.url,
      url_2x: saved.url2x,
      width: saved.width,
      height: saved.height,
      alt: "",
    }),
    async insert(tx, id, item, position, keepId) {
      const { url_2x, id: itemId, ...rest } = item;
      if (!keepId) return q.insertPhoto(tx, id, { ...rest, url2x: url_2x }, position);
      await q.insertPhotoWithId(tx, id, { ...rest, id: itemId, url2x: url_2x }, position);
      return { id: itemId };
    },
    remove: q.deletePhoto,
    reorder: q.reorderPhotos,
    max: PRODUCT_LIMITS.photosTotal,
    tooMany: () =>
      fieldError("photo", "products.photosMax", {
        max: PRODUCT_LIMITS.photosTotal,
        extra: PRODUCT_LIMITS.photosTotal - 1,
      }),
    field: "photo",
    copyName: "photo",
  },
  messages: {
    readOnly: (row) => new AppError("conflict", "products.cannotEdit", { sku: row.sku }),
    idsField: "products_ids",
    notYours: "products.notYours",
    mixedStatuses: "products.mixedStatuses",
    errorPrefix: "products.",
    incomplete: "products.incomplete",
    cannotModerate: "products.cannotModerate",
    named: (rows) => ({ skus: rows.map((r) => r.sku).join(", ") }),
    statusLabel,
  },
  summary: (row: q.ProductRow, status: ListingStatus) => ({ id: row.id, sku: row.sku, status }),
  completeness: async (tx, fields, photos) => completeness(q.dbRefs(tx), fields, photos),
  /** The seller's SKU is unique per seller: another product may have taken it since the change was sent. */
  async beforeApply(tx, row, change) {
    const sku = (change.payload as Partial<ProductFields>).external_sku;
    if (sku && (await q.externalSkuTaken(tx, row.sellerId, sku, row.id)))
      throw new AppError("conflict", "moderation.externalSkuTaken", { sku });
  },
  notice: {
    nameOf: (row, pendingName) => `${pendingName ?? row.name} (${row.sku})`,
    text: moderationNotice("product"),
    link: { path: "/seller-products", label: "mail.productModeration.action" },
  },
} satisfies ListingKind<q.ProductRow, ProductFields, PendingPhoto>;
