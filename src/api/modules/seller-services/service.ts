/**
 * Rules of the seller's services (issue 6, docs/product-statuses.md, decision 013). The lifecycle
 * is the listings core's (../listings/, with `serviceKind`), the same as products': who may act,
 * the read-only rule under review, pending changes of moderated services (listing_changes, kind
 * 'service'), the status actions, images, "my services", moderators' decisions (audit kind
 * 'service'). What is a service's own lives here and in fields.ts: its references (category,
 * country, city in that country) and what verification needs.
 */
import type {
  MyServicesQuery,
  PatchServiceBody,
  SellerService,
  ServiceAction,
  ServiceFields,
  ServiceSource,
} from "../../../common/api/seller-services.ts";
import { SERVICE_LIMITS, SERVICE_STATUSES } from "../../../common/api/seller-services.ts";
import { REGIONS } from "../../../common/catalog.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { bindDeps } from "../../bind.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { CatalogService } from "../catalog/service.ts";
import { activeSeller, ownListing } from "../listings/access.ts";
import * as changes from "../listings/changes.ts";
import { decide, type Verdict } from "../listings/decide.ts";
import { pendingChangeView, splitPayload } from "../listings/kind.ts";
import {
  editListing,
  editState,
  ownListingOf,
  sellerStatusAction,
  throwIfErrors,
} from "../listings/lifecycle.ts";
import { copyMedia, currentMedia, sellerMediaCalls } from "../listings/media.ts";
import { categoryNames, categoryOf, mainMedia, myListingCounts, myListingsPage } from "../listings/mine.ts";
import { type FieldErrors, fieldError } from "../listings/status.ts";
import { servicesModerationQueue } from "../moderation/services-queue.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import type { SellerImages } from "../sellers/images.ts";
import { createServicesService } from "../services/service.ts";
import { checkFields, EMPTY_SERVICE, fieldsOf, toColumns } from "./fields.ts";
import { SERVICE_TRANSITIONS, serviceKind, statusLabel } from "./kind.ts";
import * as q from "./queries.ts";

export { fieldsOf, SERVICE_TRANSITIONS, serviceKind };

export interface SellerServicesDeps {
  database: Database;
  images: SellerImages;
  sellerAccounts: SellerAccountService;
  catalog: CatalogService;
}

type Deps = SellerServicesDeps & {
  db: Database["db"];
  publicServices: ReturnType<typeof createServicesService>;
};

// ---------------------------------------------------------------- the seller's view
/** A service as its seller sees it: the approved fields with the pending ones over them. */
export async function view({ database, db }: Deps, id: number, locale: Locale): Promise<SellerService> {
  const row = await q.findService(db, id);
  if (!row) throw new AppError("not_found", "error.serviceNotFound");
  const [live, pending, decided] = await Promise.all([
    serviceKind.media.list(db, id),
    changes.findPendingChange(db, "service", id),
    changes.lastDecidedChange(db, "service", id),
  ]);
  const { fields: pendingFields, media: pendingImages } = splitPayload(serviceKind, pending?.payload);
  const f: ServiceFields = { ...fieldsOf(row), ...pendingFields };
  const list = (pendingImages ?? live).map((p, i) => ({ ...p, alt: "", position: i }));
  return {
    id: row.id,
    status: row.status,
    status_label: statusLabel(locale, row.status),
    archived_from: row.archivedFrom,
    source: row.source === "copy" ? "copy" : "manual",
    rejection_reason: row.rejectionReason,
    ...f,
    category: await categoryOf(database, f.category_id, locale),
    main_image: list[0] ?? null,
    images: list,
    pending_change: pendingChangeView(serviceKind, pending, locale),
    last_decision: changes.lastDecisionOf(decided),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- create and edit
export async function create(
  deps: Deps,
  auth: AuthUser,
  body: Partial<ServiceFields>,
  opts: { source: ServiceSource; copyOf?: number },
  locale: Locale,
): Promise<SellerService> {
  const seller = await activeSeller(deps.db, auth);
  const id = await deps.db.transaction(async (tx) => {
    const original =
      opts.copyOf !== undefined ? await ownListing(tx, serviceKind, seller.id, opts.copyOf) : undefined;
    const base = original ? (await editState(tx, serviceKind, original)).current : EMPTY_SERVICE;
    const next: ServiceFields = { ...base, ...body };
    const errors: FieldErrors = {};
    await checkFields(tx, next, original ? next : body, errors);
    throwIfErrors(serviceKind, errors);
    const row = await q.insertService(tx, {
      ...(toColumns(next) as q.ServiceInsert),
      sellerId: seller.id,
      categoryId: next.category_id,
      name: next.name,
      status: "draft",
      source: original ? "copy" : opts.source,
    });
    if (original)
      await copyMedia(tx, serviceKind, deps.images, row.id, await currentMedia(tx, serviceKind, original));
    return row.id;
  });
  return view(deps, id, locale);
}

export async function patch(deps: Deps, auth: AuthUser, id: number, body: PatchServiceBody, locale: Locale) {
  const seller = await activeSeller(deps.db, auth);
  await editListing(deps.db, serviceKind, { sellerId: seller.id, id, body }, async (tx, next, given) => {
    const errors: FieldErrors = {};
    await checkFields(tx, next, given, errors);
    return errors;
  });
  return view(deps, id, locale);
}

// ---------------------------------------------------------------- images
const images = sellerMediaCalls(serviceKind, view);
/** A service's images are all alike (no main image to choose). */
export const uploadImage = (deps: Deps, auth: AuthUser, id: number, image: Buffer, locale: Locale) =>
  images.upload(deps, auth, id, image, false, locale);
export const deleteImage = images.remove;

// ---------------------------------------------------------------- my services
export function myServices(deps: Deps, auth: AuthUser, query: MyServicesQuery, locale: Locale) {
  const label = (status: q.ServiceRow["status"]) => statusLabel(locale, status);
  return myListingsPage(
    deps,
    auth,
    (sellerId) => q.selectMyServices(deps.database, sellerId, query, locale),
    { locale, label, transitions: SERVICE_TRANSITIONS },
    (r) => ({
      id: r.id,
      name: r.name,
      country: r.country_iso?.trim() ?? null,
      city: r.city_name,
      price_from: r.price_from === null ? null : Number(r.price_from),
      price_unit: r.price_unit,
      main_image: mainMedia(r),
    }),
  );
}

// ---------------------------------------------------------------- form data
/** The service form of a category: the properties its services state (GET .../properties/), regions, limits. */
export async function formData({ database, db, publicServices }: Deps, categoryId: number, locale: Locale) {
  const category = await q.findServiceCategory(db, categoryId);
  if (!category) throw fieldError("category_id", "services.categoryUnknown");
  const names = await categoryNames(database, [categoryId], locale);
  const defs = (await publicServices.properties([categoryId], locale)).find(
    (d) => d.category.id === categoryId,
  );
  return {
    category: { id: categoryId, name: names.get(categoryId)?.name ?? "", parent_id: category.parentId },
    properties: (defs?.properties ?? []).map((p) => ({
      key: p.key,
      label: p.label,
      type: p.type,
      unit: p.unit,
      values: p.values,
    })),
    regions: REGIONS.map((r) => ({ code: r.code, name: r[locale] })),
    limits: { images: SERVICE_LIMITS.imagesMax, image_max_bytes: SERVICE_LIMITS.imageMaxBytes },
  };
}

// ---------------------------------------------------------------- the service
export function createSellerServicesService(input: SellerServicesDeps) {
  const deps: Deps = {
    ...input,
    db: input.database.db,
    publicServices: createServicesService(input.database, input.catalog),
  };
  const { db } = deps;
  const moderate = (moderatorId: number, ids: number[], verdict: Verdict, reason: string) =>
    decide(deps, serviceKind, { moderatorId, ids, verdict, reason });
  return {
    ...bindDeps(deps, { create, patch, uploadImage, deleteImage, myServices, formData }),
    view: (id: number, locale: Locale) => view(deps, id, locale),
    changeStatus: (auth: AuthUser, action: ServiceAction, ids: number[], locale: Locale) =>
      sellerStatusAction(db, serviceKind, SERVICE_TRANSITIONS, auth, { action, ids, locale }),
    ...myListingCounts(deps, q.SERVICES_TABLE, {
      statuses: SERVICE_STATUSES,
      label: statusLabel,
      filter: (query: Partial<Pick<MyServicesQuery, "status" | "category" | "search">>) =>
        q.listFilter(query),
    }),
    /** Edit view of one of the caller's services (404 for another seller's). */
    async getForEdit(auth: AuthUser, id: number, locale: Locale) {
      await ownListingOf(db, serviceKind, auth, id);
      return view(deps, id, locale);
    },
    /** Approves services waiting for moderation, or the pending changes of approved ones, in one transaction. */
    approveServices: (moderatorId: number, ids: number[]) => moderate(moderatorId, ids, "approved", ""),
    /** Rejects them with a reason the seller sees (a pending change is dropped; the service stays public). */
    rejectServices: (moderatorId: number, ids: number[], reason: string) =>
      moderate(moderatorId, ids, "rejected", reason),
    /** Services waiting for a moderator (new ones and changes), oldest first. */
    queue: (limit?: number) => servicesModerationQueue(deps.database, limit),
  };
}
export type SellerServicesService = ReturnType<typeof createSellerServicesService>;
