/**
 * Rules of the seller's services (issue 6, docs/product-statuses.md, decision 013): the same as
 * the seller's products —
 * - every call needs a signed-in user whose company is active (403 otherwise); another seller's
 *   service is a 404;
 * - drafts save with the types and bounds of the contract (and existing references) only; sending
 *   for verification checks everything and names every missing field;
 * - the status changes go through SERVICE_TRANSITIONS; a mass action is one transaction over
 *   locked rows: all the services or none;
 * - an approved service (or an archived one that was approved) changes through a pending change
 *   (listing_changes, kind 'service') that a moderator approves; the public service keeps its columns until then;
 * - moderators' decisions are written to moderation_decisions (kind 'service') and the seller is notified.
 */
import type {
  MyServicesQuery,
  PatchServiceBody,
  PendingServiceImage,
  SellerService,
  ServiceAction,
  ServiceChangePayload,
  ServiceField,
  ServiceFields,
  ServiceSource,
} from "../../../common/api/seller-services.ts";
import {
  SERVICE_FIELDS,
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  serviceVerificationGaps,
} from "../../../common/api/seller-services.ts";
import { REGIONS } from "../../../common/catalog.ts";
import { type Locale, translate, translatePlural } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { Tx } from "../../infra/jobs.ts";
import * as aq from "../accounts/queries.ts";
import type { CatalogService } from "../catalog/service.ts";
import * as changes from "../listings/changes.ts";
import {
  actionsOf,
  addError,
  type FieldErrors,
  fieldError,
  moderated,
  same,
  transitions,
} from "../listings/status.ts";
import { type DecisionRow, recordDecisions } from "../moderation/audit.ts";
import { nameList } from "../moderation/notice.ts";
import { servicesModerationQueue } from "../moderation/services-queue.ts";
import * as sq from "../sellers/account-queries.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import type { SellerImages } from "../sellers/images.ts";
import { createServicesService } from "../services/service.ts";
import * as q from "./queries.ts";

type Status = q.ServiceRow["status"];

/** Which status each seller action accepts and where it leads (the same table as products). */
export const SERVICE_TRANSITIONS = transitions<Status>("services");

const statusLabel = (locale: Locale, status: Status) => translate(locale, `services.status.${status}`);
const throwIf = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw new AppError("bad_request", "services.incomplete", undefined, errors);
};

export function fieldsOf(row: q.ServiceRow): ServiceFields {
  return {
    name: row.name,
    category_id: row.categoryId,
    description: row.description,
    country: row.countryIso?.trim() ?? null,
    city_id: row.cityId,
    address: row.address,
    additional_countries: row.additionalCountries.map((c) => c.trim()),
    service_regions: row.serviceRegions.map((r) => r.trim()) as ServiceFields["service_regions"],
    price_from: row.priceFrom === null ? null : Number(row.priceFrom),
    price_unit: row.priceUnit,
    currency: row.currency.trim(),
    properties: row.properties,
  };
}

function toColumns(f: Partial<ServiceFields>): Partial<q.ServiceInsert> {
  const c: Partial<q.ServiceInsert> = {};
  if (f.name !== undefined) c.name = f.name;
  if (f.category_id !== undefined) c.categoryId = f.category_id;
  if (f.description !== undefined) c.description = f.description;
  if (f.country !== undefined) c.countryIso = f.country;
  if (f.city_id !== undefined) c.cityId = f.city_id;
  if (f.address !== undefined) c.address = f.address;
  if (f.additional_countries !== undefined) c.additionalCountries = f.additional_countries;
  if (f.service_regions !== undefined) c.serviceRegions = f.service_regions;
  if (f.price_from !== undefined) c.priceFrom = f.price_from;
  if (f.price_unit !== undefined) c.priceUnit = f.price_unit;
  if (f.currency !== undefined) c.currency = f.currency;
  if (f.properties !== undefined) c.properties = f.properties;
  return c;
}

const EMPTY: ServiceFields = {
  name: "",
  category_id: 0,
  description: "",
  country: null,
  city_id: null,
  address: "",
  additional_countries: [],
  service_regions: [],
  price_from: null,
  price_unit: "",
  currency: "USD",
  properties: {},
};

export interface SellerServicesDeps {
  database: Database;
  images: SellerImages;
  sellerAccounts: SellerAccountService;
  catalog: CatalogService;
}

export function createSellerServicesService({
  database,
  images,
  sellerAccounts,
  catalog,
}: SellerServicesDeps) {
  const db = database.db;
  const publicServices = createServicesService(database, catalog);

  // ------------------------------------------------------------ access
  async function activeSeller(auth: AuthUser, tx: Tx | typeof db = db): Promise<sq.SellerRow> {
    const seller = await sq.findSellerByOwner(tx, auth.id);
    if (!seller) throw new AppError("forbidden", "sellers.noCompany");
    if (seller.status !== "active") throw new AppError("forbidden", "sellers.notActive");
    return seller;
  }

  async function ownService(tx: Tx | typeof db, sellerId: number, id: number, forUpdate = false) {
    const row = await q.findOwnService(tx, sellerId, id, { forUpdate });
    if (!row) throw new AppError("not_found", "error.serviceNotFound");
    return row;
  }

  const notEditable = (row: q.ServiceRow) =>
    new AppError("conflict", "services.cannotEdit", { name: row.name });

  // ------------------------------------------------------------ checks
  /** References of the fields being saved: the category, the country, the city in that country. */
  async function checkFields(
    tx: Tx,
    next: ServiceFields,
    given: Partial<ServiceFields>,
    errors: FieldErrors,
  ) {
    if (given.category_id !== undefined && !(await q.findServiceCategory(tx, next.category_id)))
      addError(errors, "category_id", "services.categoryUnknown");
    if (given.country !== undefined && next.country && !(await q.countryExists(tx, next.country)))
      addError(errors, "country", "services.countryUnknown");
    if (
      (given.city_id !== undefined || given.country !== undefined) &&
      next.city_id !== null &&
      (!next.country || !(await q.cityInCountry(tx, next.city_id, next.country)))
    )
      addError(errors, "city_id", "services.cityUnknown");
    if (given.additional_countries?.length) {
      if ((await q.unknownCountries(tx, given.additional_countries)).length)
        addError(errors, "additional_countries", "services.countryUnknown");
    }
  }

  /** What verification needs (the shared `serviceVerificationGaps`, which the web form also runs). */
  async function completeness(tx: Tx | typeof db, f: ServiceFields, images: number): Promise<FieldErrors> {
    const categoryKnown = Boolean(await q.findServiceCategory(tx, f.category_id));
    return serviceVerificationGaps(f, { images, categoryKnown });
  }

  // ------------------------------------------------------------ images of moderated services
  async function imagesNow(tx: Tx | typeof db, row: q.ServiceRow): Promise<PendingServiceImage[]> {
    if (moderated(row)) {
      const pending = await changes.findPendingChange(tx, "service", row.id);
      if (pending?.payload.images) return pending.payload.images;
    }
    return (await q.listImages(tx, row.id)).map(q.imageOut);
  }

  /** Saves a moderated service's intended image list in its pending change; returns the live ids. */
  async function proposeImages(tx: Tx, row: q.ServiceRow, list: PendingServiceImage[]) {
    const live = (await q.listImages(tx, row.id)).map(q.imageOut);
    const pending = await changes.findPendingChange(tx, "service", row.id, { forUpdate: true });
    const payload: ServiceChangePayload = { ...(pending?.payload ?? {}) };
    if (list.length === live.length && list.every((p, i) => p.id === live[i]?.id)) delete payload.images;
    else payload.images = list;
    if (Object.keys(payload).length) await changes.savePendingChange(tx, "service", row.id, payload);
    else if (pending) await changes.deletePendingChange(tx, pending.id);
    return new Set(live.map((p) => p.id));
  }

  // ------------------------------------------------------------ the seller's view
  async function view(id: number, locale: Locale): Promise<SellerService> {
    const row = await q.findService(db, id);
    if (!row) throw new AppError("not_found", "error.serviceNotFound");
    const [live, pending, decided] = await Promise.all([
      q.listImages(db, id),
      changes.findPendingChange(db, "service", id),
      changes.lastDecidedChange(db, "service", id),
    ]);
    const { images: pendingImages, ...pendingFields } = pending?.payload ?? {};
    const f = { ...fieldsOf(row), ...pendingFields };
    const names = await q.categoryNames(database, [f.category_id], locale);
    const category = names.get(f.category_id);
    const parent = category?.parent_id
      ? (await q.categoryNames(database, [category.parent_id], locale)).get(category.parent_id)
      : undefined;
    const list = (pendingImages ?? live.map(q.imageOut)).map((p, i) => ({ ...p, alt: "", position: i }));
    return {
      id: row.id,
      status: row.status,
      status_label: statusLabel(locale, row.status),
      archived_from: row.archivedFrom,
      source: row.source === "copy" ? "copy" : "manual",
      rejection_reason: row.rejectionReason,
      ...f,
      category: {
        id: f.category_id,
        name: category?.name ?? "",
        parent: parent ? { id: parent.id, name: parent.name } : null,
      },
      main_image: list[0] ?? null,
      images: list,
      pending_change: pending
        ? {
            id: pending.id,
            label: translate(locale, "products.pendingModeration"),
            fields: [
              ...SERVICE_FIELDS.filter((k) => k in pending.payload),
              ...(pendingImages ? ["images"] : []),
            ],
            created_at: pending.createdAt.toISOString(),
          }
        : null,
      last_decision:
        decided?.decidedAt && decided.status !== "pending"
          ? { status: decided.status, reason: decided.reason, decided_at: decided.decidedAt.toISOString() }
          : null,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  // ------------------------------------------------------------ create
  const copyImage = (url: string) => images.copy(url, "service");

  async function create(
    auth: AuthUser,
    body: Partial<ServiceFields>,
    opts: { source: ServiceSource; copyOf?: number },
    locale: Locale,
  ): Promise<SellerService> {
    const seller = await activeSeller(auth);
    const id = await db.transaction(async (tx) => {
      let base: ServiceFields = EMPTY;
      let imgs: PendingServiceImage[] = [];
      if (opts.copyOf !== undefined) {
        const original = await ownService(tx, seller.id, opts.copyOf);
        const pending = await changes.findPendingChange(tx, "service", original.id);
        const { images: _images, ...pendingFields } = pending?.payload ?? {};
        base = { ...fieldsOf(original), ...pendingFields };
        imgs = await imagesNow(tx, original);
      }
      const next: ServiceFields = { ...base, ...body };
      const errors: FieldErrors = {};
      await checkFields(tx, next, opts.copyOf !== undefined ? next : body, errors);
      throwIf(errors);
      const row = await q.insertService(tx, {
        ...(toColumns(next) as q.ServiceInsert),
        sellerId: seller.id,
        categoryId: next.category_id,
        name: next.name,
        status: "draft",
        source: opts.copyOf !== undefined ? "copy" : opts.source,
      });
      for (const [position, image] of imgs.entries()) {
        await q.insertImage(
          tx,
          row.id,
          {
            url: await copyImage(image.url),
            url2x: await copyImage(image.url_2x),
            width: image.width,
            height: image.height,
          },
          position,
        );
      }
      return row.id;
    });
    return view(id, locale);
  }

  // ------------------------------------------------------------ edit
  async function patch(auth: AuthUser, id: number, body: PatchServiceBody, locale: Locale) {
    const seller = await activeSeller(auth);
    await db.transaction(async (tx) => {
      const row = await ownService(tx, seller.id, id, true);
      if (row.status === "verified") throw notEditable(row);
      const approved = fieldsOf(row);
      const pending = moderated(row)
        ? await changes.findPendingChange(tx, "service", id, { forUpdate: true })
        : undefined;
      const { images: pendingImages, ...pendingFields } = pending?.payload ?? {};
      const next: ServiceFields = { ...approved, ...pendingFields, ...body };
      const errors: FieldErrors = {};
      await checkFields(tx, next, body, errors);
      throwIf(errors);
      if (!moderated(row)) {
        const changed = Object.fromEntries(
          SERVICE_FIELDS.filter((k) => !same(next[k], approved[k])).map((k) => [k, next[k]]),
        ) as Partial<ServiceFields>;
        if (Object.keys(changed).length) await q.updateService(tx, id, toColumns(changed));
        return;
      }
      // An approved service stays complete; the change waits for a moderator.
      throwIf(await completeness(tx, next, (await imagesNow(tx, row)).length));
      const payload: ServiceChangePayload = pendingImages ? { images: pendingImages } : {};
      for (const k of SERVICE_FIELDS) {
        if (!same(next[k], approved[k])) (payload as Record<ServiceField, unknown>)[k] = next[k];
      }
      if (Object.keys(payload).length === 0) {
        if (pending) await changes.deletePendingChange(tx, pending.id);
      } else await changes.savePendingChange(tx, "service", id, payload);
    });
    return view(id, locale);
  }

  // ------------------------------------------------------------ status actions
  async function changeStatus(auth: AuthUser, action: ServiceAction, ids: number[], locale: Locale) {
    const seller = await activeSeller(auth);
    const rule = SERVICE_TRANSITIONS[action];
    return db.transaction(async (tx) => {
      const rows = await q.lockServices(tx, ids);
      const mine = new Set(rows.filter((r) => r.sellerId === seller.id).map((r) => r.id));
      const foreign = ids.filter((id) => !mine.has(id));
      if (foreign.length) throw fieldError("services_ids", "services.notYours", { ids: foreign.join(", ") });
      const statuses = new Set(rows.map((r) => r.status));
      const [status] = statuses;
      if (statuses.size !== 1 || !status) throw fieldError("services_ids", "services.mixedStatuses");
      const names = (list: q.ServiceRow[]) => list.map((r) => `${r.name} (#${r.id})`).join(", ");
      if (!rule.from.includes(status))
        throw new AppError("conflict", rule.refused, {
          status: statusLabel(locale, status),
          names: names(rows),
        });
      if (action === "publish") {
        const never = rows.filter((r) => r.archivedFrom !== "approved");
        if (never.length)
          throw new AppError("conflict", rule.refused, {
            status: statusLabel(locale, status),
            names: names(never),
          });
      }
      if (action === "verify") {
        const errors: FieldErrors = {};
        for (const row of rows) {
          const found = await completeness(tx, fieldsOf(row), (await q.listImages(tx, row.id)).length);
          for (const [field, keys] of Object.entries(found))
            errors[rows.length === 1 ? field : `services.${row.id}.${field}`] = keys;
        }
        throwIf(errors);
      }
      const results = [];
      for (const row of rows) {
        const to = rule.to(row);
        await q.setStatus(tx, [row.id], {
          status: to,
          archivedFrom: to === "archived" ? row.status : null,
          ...(action === "verify" ? { rejectionReason: "" } : {}),
        });
        results.push({ id: row.id, status: to });
      }
      return { count: results.length, results };
    });
  }

  // ------------------------------------------------------------ images
  async function uploadImage(auth: AuthUser, id: number, image: Buffer, locale: Locale) {
    const seller = await activeSeller(auth);
    const row = await ownService(db, seller.id, id);
    if (row.status === "verified") throw notEditable(row);
    const max = SERVICE_LIMITS.imagesMax;
    const tooMany = () => fieldError("image", "services.imagesMax", { max });
    if ((await imagesNow(db, row)).length >= max) throw tooMany();
    const saved = await images.save(seller.id, "photo", "image", image);
    const ok = await db.transaction(async (tx) => {
      const locked = await ownService(tx, seller.id, id, true); // serialises concurrent uploads
      if (locked.status === "verified") return "verified" as const;
      const list = await imagesNow(tx, locked);
      if (list.length >= max) return false;
      if (moderated(locked)) {
        const img: PendingServiceImage = {
          id: await q.nextImageId(tx),
          url: saved.url,
          url_2x: saved.url2x,
          width: saved.width,
          height: saved.height,
        };
        await proposeImages(tx, locked, [...list, img]);
        return true;
      }
      await q.insertImage(tx, id, saved, list.length);
      await q.updateService(tx, id, {});
      return true;
    });
    if (ok !== true) {
      await images.remove(saved.url, saved.url2x);
      throw ok === "verified" ? notEditable(row) : tooMany();
    }
    return view(id, locale);
  }

  async function deleteImage(auth: AuthUser, id: number, imageId: number, locale: Locale) {
    const seller = await activeSeller(auth);
    const removed = await db.transaction(async (tx) => {
      const row = await ownService(tx, seller.id, id, true);
      if (row.status === "verified") throw notEditable(row);
      if (moderated(row)) {
        const list = await imagesNow(tx, row);
        const gone = list.find((p) => p.id === imageId);
        if (!gone) throw new AppError("not_found", "error.notFound");
        const live = await proposeImages(
          tx,
          row,
          list.filter((p) => p.id !== imageId),
        );
        return live.has(imageId) ? null : { url: gone.url, url2x: gone.url_2x };
      }
      const img = await q.deleteImage(tx, id, imageId);
      if (!img) throw new AppError("not_found", "error.notFound");
      await q.reorderImages(
        tx,
        id,
        (await q.listImages(tx, id)).map((p) => p.id),
      );
      await q.updateService(tx, id, {});
      return img;
    });
    if (removed) await images.remove(removed.url, removed.url2x);
    return view(id, locale);
  }

  // ------------------------------------------------------------ listing

  async function myServices(auth: AuthUser, query: MyServicesQuery, locale: Locale) {
    const seller = await activeSeller(auth);
    const { count, rows } = await q.selectMyServices(database, seller.id, query, locale);
    return {
      count,
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        status_label: statusLabel(locale, r.status),
        category: { id: r.category_id, name: r.category_name },
        country: r.country_iso?.trim() ?? null,
        city: r.city_name,
        price_from: r.price_from === null ? null : Number(r.price_from),
        price_unit: r.price_unit,
        currency: r.currency.trim(),
        main_image:
          r.image_url && r.image_url_2x
            ? {
                url: r.image_url,
                url_2x: r.image_url_2x,
                width: r.image_width ?? 0,
                height: r.image_height ?? 0,
                alt: "",
              }
            : null,
        rejection_reason: r.rejection_reason,
        has_pending_change: r.has_pending_change,
        actions: actionsOf(SERVICE_TRANSITIONS, r),
        created_at: new Date(r.created_at).toISOString(),
        updated_at: new Date(r.updated_at).toISOString(),
      })),
    };
  }

  async function statusesInfo(
    auth: AuthUser,
    query: Pick<MyServicesQuery, "category" | "search">,
    locale: Locale,
  ) {
    const seller = await activeSeller(auth);
    const counts = new Map((await q.countByStatus(database, seller.id, query)).map((r) => [r.status, r.n]));
    const statuses = SERVICE_STATUSES.map((status) => ({
      status,
      label: statusLabel(locale, status),
      count: counts.get(status) ?? 0,
    }));
    return { total: statuses.reduce((n, s) => n + s.count, 0), statuses };
  }

  async function myCategories(
    auth: AuthUser,
    query: Pick<MyServicesQuery, "status" | "search">,
    locale: Locale,
  ) {
    const seller = await activeSeller(auth);
    return q.sellerCategories(database, seller.id, query, locale);
  }

  // ------------------------------------------------------------ form data
  /** The service form of a category: the properties its services state (GET .../properties/), regions, limits. */
  async function formData(categoryId: number, locale: Locale) {
    const category = await q.findServiceCategory(db, categoryId);
    if (!category) throw fieldError("category_id", "services.categoryUnknown");
    const names = await q.categoryNames(database, [categoryId], locale);
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

  // ------------------------------------------------------------ moderation (the console calls these)
  async function decide(
    moderatorId: number,
    ids: number[],
    decision: "approved" | "rejected",
    reason: string,
  ): Promise<{ id: number; status: Status }[]> {
    if (decision === "rejected" && !reason.trim()) throw fieldError("reason", "validation.required");
    const unused: { url: string; url2x: string }[] = [];
    const out = await db.transaction(async (tx) => {
      const moderator = await aq.findUserById(tx, moderatorId);
      if (!moderator || (moderator.role !== "moderator" && moderator.role !== "admin"))
        throw new AppError("forbidden", "error.forbidden");
      const unique = [...new Set(ids)];
      const rows = await q.lockServices(tx, unique);
      if (rows.length !== unique.length) throw new AppError("not_found", "error.serviceNotFound");
      const plan: { row: q.ServiceRow; change?: q.ChangeRow }[] = [];
      const refused: q.ServiceRow[] = [];
      for (const row of rows) {
        if (row.status === "verified") plan.push({ row });
        else {
          const change = await changes.findPendingChange(tx, "service", row.id, { forUpdate: true });
          if (change) plan.push({ row, change });
          else refused.push(row);
        }
      }
      if (refused.length)
        throw new AppError("conflict", "services.cannotModerate", {
          names: refused.map((r) => `${r.name} (#${r.id})`).join(", "),
        });

      const audit: DecisionRow[] = [];
      const results: { id: number; status: Status; sellerId: number; name: string }[] = [];
      for (const { row, change } of plan) {
        const before = fieldsOf(row);
        let snapshot: Record<string, unknown>;
        let status: Status = row.status;
        if (!change) {
          status = decision;
          await q.setStatus(tx, [row.id], {
            status,
            rejectionReason: decision === "rejected" ? reason : "",
            ...(decision === "approved" ? { publishedAt: row.publishedAt ?? new Date() } : {}),
          });
          snapshot = { status: { from: row.status, to: status }, fields: before };
        } else {
          const live = await q.listImages(tx, row.id);
          const liveIds = new Set(live.map((p) => p.id));
          snapshot = {
            change_id: change.id,
            changes: Object.fromEntries(
              Object.entries(change.payload).map(([k, v]) => [
                k,
                { from: k === "images" ? live.map(q.imageOut) : before[k as ServiceField], to: v },
              ]),
            ),
          };
          const imgs = change.payload.images;
          if (decision === "approved") {
            const { images: _images, ...fields } = change.payload;
            await q.updateService(tx, row.id, toColumns(fields));
            if (imgs) {
              const keep = new Set(imgs.map((p) => p.id));
              for (const p of live.filter((x) => !keep.has(x.id))) {
                await q.deleteImage(tx, row.id, p.id);
                unused.push({ url: p.url, url2x: p.url2x });
              }
              for (const [position, p] of imgs.entries()) {
                if (!liveIds.has(p.id)) {
                  const { url_2x, id, ...rest } = p;
                  await q.insertImage(tx, row.id, { ...rest, url2x: url_2x }, position, id);
                }
              }
              await q.reorderImages(
                tx,
                row.id,
                imgs.map((p) => p.id),
              );
            }
          } else if (imgs) {
            for (const p of imgs.filter((x) => !liveIds.has(x.id)))
              unused.push({ url: p.url, url2x: p.url_2x });
          }
          await changes.decideChange(tx, change.id, { status: decision, reason, decidedBy: moderatorId });
        }
        audit.push({ moderatorId, subjectKind: "service", subjectId: row.id, decision, reason, snapshot });
        results.push({ id: row.id, status, sellerId: row.sellerId, name: change?.payload.name ?? row.name });
      }
      await recordDecisions(tx, audit);

      // One message per seller, naming its first services and counting the others.
      const bySeller = new Map<number, typeof results>();
      for (const r of results) {
        const list = bySeller.get(r.sellerId);
        if (list) list.push(r);
        else bySeller.set(r.sellerId, [r]);
      }
      for (const [sellerId, list] of bySeller) {
        const seller = await sq.findSellerById(tx, sellerId);
        if (!seller) continue;
        const names = list.map((r) => r.name);
        const n = names.length;
        await sellerAccounts.notify(
          tx,
          seller,
          "moderation_result",
          (loc) => {
            const services = nameList(loc, names);
            return decision === "approved"
              ? {
                  subject: translate(loc, "mail.serviceModeration.approvedSubject"),
                  intro: translatePlural(loc, "mail.serviceModeration.approvedIntro", n, { services }),
                  telegram: translatePlural(loc, "telegram.servicesApproved", n, { services }),
                }
              : {
                  subject: translate(loc, "mail.serviceModeration.rejectedSubject"),
                  intro: translatePlural(loc, "mail.serviceModeration.rejectedIntro", n, {
                    services,
                    reason,
                  }),
                  telegram: translatePlural(loc, "telegram.servicesRejected", n, { services, reason }),
                };
          },
          { path: "/seller-services", label: "mail.serviceModeration.action" },
        );
      }
      return results.map(({ id, status }) => ({ id, status }));
    });
    for (const u of unused) await images.remove(u.url, u.url2x);
    return out;
  }

  return {
    view,
    create,
    patch,
    changeStatus,
    uploadImage,
    deleteImage,
    myServices,
    statusesInfo,
    myCategories,
    formData,
    /** Edit view of one of the caller's services (404 for another seller's). */
    async getForEdit(auth: AuthUser, id: number, locale: Locale) {
      const seller = await activeSeller(auth);
      await ownService(db, seller.id, id);
      return view(id, locale);
    },
    /** Approves services waiting for moderation, or the pending changes of approved ones, in one transaction. */
    approveServices: (moderatorId: number, ids: number[]) => decide(moderatorId, ids, "approved", ""),
    /** Rejects them with a reason the seller sees (a pending change is dropped; the service stays public). */
    rejectServices: (moderatorId: number, ids: number[], reason: string) =>
      decide(moderatorId, ids, "rejected", reason.trim()),
    /** Services waiting for a moderator (new ones and changes), oldest first. */
    queue: (limit?: number) => servicesModerationQueue(database, limit),
  };
}
export type SellerServicesService = ReturnType<typeof createSellerServicesService>;
