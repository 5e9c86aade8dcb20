/**
 * The moderator console (issue 6, "Moderator side"): the queues by kind, the side-by-side review
 * of a product or a company change, and the audit log. Decisions go through the services that
 * own the subjects (seller products, seller accounts), which write the audit rows and notify the
 * seller in the same transaction. Every call is for admins and moderators (the routes check it).
 */
import { sql } from "drizzle-orm";
import type {
  DecisionEntry,
  DiffField,
  ModerationKind,
  ProductReview,
  QueueItem,
  SellerChangeReview,
  ServiceReview,
} from "../../../common/api/moderation.ts";
import { SELLER_FIELDS, type SellerField } from "../../../common/api/seller-account.ts";
import {
  type PendingPhoto,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductFields,
} from "../../../common/api/seller-products.ts";
import {
  type PendingServiceImage,
  SERVICE_FIELDS,
  type ServiceField,
} from "../../../common/api/seller-services.ts";
import { REGIONS } from "../../../common/catalog.ts";
import { type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import * as changes from "../listings/changes.ts";
import { type ReviewKind, reviewState } from "../listings/review.ts";
import { productKind, type SellerProductsService } from "../seller-products/service.ts";
import { type SellerServicesService, serviceKind } from "../seller-services/service.ts";
import * as sq from "../sellers/account-service.ts";
import { approvedFields, type SellerAccountService } from "../sellers/account-service.ts";
import { MODERATION_PROMISE_HOURS } from "./audit.ts";
import { propertiesText, specsText } from "./values.ts";

export const QUEUE_PAGE_SIZE = 50;
export const DECISIONS_PAGE_SIZE = 50;

function age(submitted: Date | string | null) {
  if (!submitted) return { submitted_at: null, age_hours: null, overdue: false };
  const at = new Date(submitted);
  const hours = (Date.now() - at.getTime()) / 3_600_000;
  return {
    submitted_at: at.toISOString(),
    age_hours: Math.round(hours * 10) / 10,
    overdue: hours > MODERATION_PROMISE_HOURS,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === "" ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && !Array.isArray(v) && Object.keys(v as object).length === 0);

/** Names of the ids a product refers to, for the diff's display texts. */
interface Names {
  categories: Map<number, string>;
  brands: Map<number, string>;
  models: Map<number, string>;
  cities: Map<number, string>;
}

async function names(
  database: Database,
  locale: Locale,
  ids: { categories?: number[]; brands?: number[]; models?: number[]; cities?: number[] },
) {
  const list = (xs: number[] | undefined) => [...new Set((xs ?? []).filter((x) => Number.isInteger(x)))];
  const lookup = async (table: "categories" | "brands" | "miner_models" | "cities", xs: number[]) => {
    if (!xs.length) return new Map<number, string>();
    const col = table === "categories" ? sql.raw(locale === "fr" ? "name_fr" : "name_en") : sql.raw("name");
    const rows = await database.rows<{ id: number; name: string }>(
      sql`select id, ${col} as name from ${sql.raw(table)} where id in (${sql.join(
        xs.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  };
  const [categories, brands, models, cities] = await Promise.all([
    lookup("categories", list(ids.categories)),
    lookup("brands", list(ids.brands)),
    lookup("miner_models", list(ids.models)),
    lookup("cities", list(ids.cities)),
  ]);
  return { categories, brands, models, cities } satisfies Names;
}

/** A product field's value as a moderator reads it (null: empty). */
function productText(
  locale: Locale,
  n: Names & { countries: Map<string, string> },
  key: ProductField,
  v: unknown,
): string | null {
  if (empty(v)) return null;
  const t = (k: string, p?: Record<string, string | number>) => translate(locale, k as MessageKey, p);
  switch (key) {
    case "category_id":
      return n.categories.get(v as number) ?? `#${v}`;
    case "brand_id":
      return n.brands.get(v as number) ?? `#${v}`;
    case "model_id":
      return n.models.get(v as number) ?? `#${v}`;
    case "condition":
      return t(`condition.${v}`);
    case "negotiable":
      return t(v ? "common.yes" : "common.no");
    case "delivery_regions":
      return (v as string[]).map((code) => REGIONS.find((r) => r.code === code)?.[locale] ?? code).join(", ");
    case "price_tiers": {
      const number = new Intl.NumberFormat(locale);
      // Whole prices without cents, as the pages show them ("$5,200", "5 200 $US").
      const usd = (price: number) =>
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "USD",
          minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(price);
      return (v as ProductFields["price_tiers"])
        .map(
          (tier) =>
            // The quantities as the product page names them ("1–9 pcs", "10+ pcs"), the price through Intl.
            t(tier.max_quantity === null ? "product.qtyFrom" : "product.qtyRange", {
              min: number.format(tier.min_quantity),
              max: tier.max_quantity === null ? "" : number.format(tier.max_quantity),
            }) +
            t("moderation.labelSeparator") +
            usd(tier.unit_price),
        )
        .join("; ");
    }
    case "additional_terms":
      return (v as ProductFields["additional_terms"]).map((x) => `${x.name}: ${x.value}`).join("; ");
    case "specs":
      return specsText(locale, v as Record<string, unknown>);
    case "country_of_origin":
      return n.countries.get(v as string) ?? String(v);
    default:
      return generic(v);
  }
}

function generic(v: unknown): string | null {
  if (empty(v)) return null;
  if (Array.isArray(v)) return v.map((x) => generic(x) ?? "").join(", ");
  if (typeof v === "object" && v) {
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => !empty(x))
      .map(([k, x]) => `${k}: ${generic(x)}`)
      .join("; ");
  }
  return String(v);
}

const photoOut = (p: PendingPhoto) => ({ id: p.id, url: p.url, url_2x: p.url_2x, alt: p.alt });

// ------------------------------------------------------------------ the queue
export async function queue(database: Database, kind: ModerationKind, page: number) {
  const [counts] = await database.rows<{ product: number; seller_change: number; service: number }>(sql`
    select
      (select count(*) from products where status = 'verified')::int
        + (select count(*) from listing_changes where kind = 'product' and status = 'pending')::int as product,
      (select count(*) from listing_changes where kind = 'seller' and status = 'pending')::int as seller_change,
      (select count(*) from services where status = 'verified')::int
        + (select count(*) from listing_changes where kind = 'service' and status = 'pending')::int as service`);
  const c = {
    product: counts?.product ?? 0,
    seller_change: counts?.seller_change ?? 0,
    service: counts?.service ?? 0,
  };
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  type Row = Omit<QueueItem, "age_hours" | "overdue" | "submitted_at"> & { submitted_at: string | Date };
  let rows: Row[] = [];
  if (kind === "product") {
    rows = await database.rows<Row>(sql`
      select * from (
        select 'product' as kind, p.id, p.sku, p.name, s.id as seller_id, s.company_name,
               p.updated_at as submitted_at
        from products p join sellers s on s.id = p.seller_id where p.status = 'verified'
        union all
        select 'product_change', p.id, p.sku, coalesce(c.payload->>'name', p.name), s.id, s.company_name,
               c.created_at
        from listing_changes c join products p on p.id = c.target_id join sellers s on s.id = p.seller_id
        where c.kind = 'product' and c.status = 'pending'
      ) q order by submitted_at, id limit ${QUEUE_PAGE_SIZE} offset ${offset}`);
  } else if (kind === "seller_change") {
    rows = await database.rows<Row>(sql`
      select 'seller_change' as kind, c.id, null as sku, s.company_name as name, s.id as seller_id,
             s.company_name, c.created_at as submitted_at
      from listing_changes c join sellers s on s.id = c.target_id where c.kind = 'seller' and c.status = 'pending'
      order by c.created_at, c.id limit ${QUEUE_PAGE_SIZE} offset ${offset}`);
  } else {
    rows = await database.rows<Row>(sql`
      select * from (
        select 'service' as kind, v.id, null as sku, v.name, s.id as seller_id, s.company_name,
               v.updated_at as submitted_at
        from services v join sellers s on s.id = v.seller_id where v.status = 'verified'
        union all
        select 'service_change', v.id, null, coalesce(c.payload->>'name', v.name), s.id, s.company_name,
               c.created_at
        from listing_changes c join services v on v.id = c.target_id join sellers s on s.id = v.seller_id
        where c.kind = 'service' and c.status = 'pending'
      ) q order by submitted_at, id limit ${QUEUE_PAGE_SIZE} offset ${offset}`);
  }
  const results: QueueItem[] = rows.map((r) => {
    const a = age(r.submitted_at);
    return { ...r, submitted_at: a.submitted_at ?? "", age_hours: a.age_hours ?? 0, overdue: a.overdue };
  });
  return { kind, counts: c, count: c[kind], results, promise_hours: MODERATION_PROMISE_HOURS };
}

async function lastDecision(database: Database, kind: "product" | "seller_change" | "service", id: number) {
  const [row] = await database.rows<{
    decision: "approved" | "rejected";
    reason: string;
    created_at: Date;
  }>(sql`
    select decision, reason, created_at from moderation_decisions
    where subject_kind = ${kind} and subject_id = ${id} order by created_at desc, id desc limit 1`);
  return row
    ? { decision: row.decision, reason: row.reason, at: new Date(row.created_at).toISOString() }
    : null;
}

type ReviewState<F extends object, M> = {
  row: { id: number; sellerId: number };
  approved: F | null;
  proposed: F;
  pendingFields: Partial<F>;
  review: ReviewKind;
  submitted: Date | null;
  live: M[];
  pendingMedia: M[] | undefined;
};

/**
 * The moderator's diff of a listing: each field approved vs proposed (left out when empty on both
 * sides), then the count of photos or images when the change proposes a new list.
 */
function listingDiff<F extends object, M>(
  state: ReviewState<F, M>,
  keys: readonly (keyof F & string)[],
  text: (key: keyof F & string, v: unknown) => string | null,
  labels: { field: (key: string) => string; media: { key: string; label: string } },
): DiffField[] {
  const { approved, proposed, pendingFields, review, pendingMedia } = state;
  const fields: DiffField[] = keys
    .map((key) => ({
      key,
      label: labels.field(key),
      approved: approved ? text(key, approved[key]) : null,
      proposed: text(key, proposed[key]),
      changed: review === "change" && key in pendingFields && !same(approved?.[key], proposed[key]),
    }))
    .filter((f) => f.approved !== null || f.proposed !== null);
  if (review === "change" && pendingMedia !== undefined)
    fields.push({
      ...labels.media,
      approved: String(state.live.length),
      proposed: String(pendingMedia.length),
      changed: true,
    });
  return fields;
}

/** What every listing review answers alike: its state, its wait, its seller, its media, the last decision. */
async function reviewParts<F extends object, M, Out>(
  database: Database,
  state: ReviewState<F, M>,
  kind: "product" | "service",
  mediaOut: (m: M) => Out,
) {
  const { row, approved, review, live, pendingMedia } = state;
  const seller = await sq.findSellerById(database.db, row.sellerId);
  return {
    review,
    waiting: review !== "none",
    ...age(state.submitted),
    seller: { id: row.sellerId, company_name: seller?.companyName ?? "" },
    photos: { approved: approved ? live.map(mediaOut) : [], proposed: (pendingMedia ?? live).map(mediaOut) },
    last_decision: await lastDecision(database, kind, row.id),
  };
}

// ------------------------------------------------------------------ product review
export async function productReview(database: Database, id: number, locale: Locale): Promise<ProductReview> {
  const state = await reviewState(database.db, productKind, id);
  const { row, current, proposed } = state;
  const [n, countries] = await Promise.all([
    names(database, locale, {
      categories: [current.category_id, proposed.category_id],
      brands: [current.brand_id, proposed.brand_id].filter((x): x is number => x !== null),
      models: [current.model_id, proposed.model_id].filter((x): x is number => x !== null),
    }),
    countryNames(
      database,
      locale,
      [current.country_of_origin, proposed.country_of_origin].filter((x): x is string => Boolean(x)),
    ),
  ]);
  const all = { ...n, countries };
  const fields = listingDiff(state, PRODUCT_FIELDS, (key, v) => productText(locale, all, key, v), {
    field: (key) => translate(locale, `moderation.field.${key}` as MessageKey),
    media: { key: "photos", label: translate(locale, "moderation.field.photos") },
  });
  return {
    id: row.id,
    sku: row.sku,
    name: proposed.name,
    status: row.status,
    status_label: translate(locale, `products.status.${row.status}` as MessageKey),
    fields,
    ...(await reviewParts(database, state, "product", photoOut)),
  };
}

// ------------------------------------------------------------------ service review
/** A service field's value as a moderator reads it (null: empty). */
function serviceText(
  locale: Locale,
  n: Names & { countries: Map<string, string> },
  key: ServiceField,
  v: unknown,
): string | null {
  if (empty(v)) return null;
  switch (key) {
    case "category_id":
      return n.categories.get(v as number) ?? `#${v}`;
    case "city_id":
      return n.cities.get(v as number) ?? `#${v}`;
    case "country":
      return n.countries.get(v as string) ?? String(v);
    case "additional_countries":
      return (v as string[]).map((iso) => n.countries.get(iso) ?? iso).join(", ");
    case "service_regions":
      return (v as string[]).map((code) => REGIONS.find((r) => r.code === code)?.[locale] ?? code).join(", ");
    case "properties":
      return propertiesText(locale, v as Record<string, unknown>);
    default:
      return generic(v);
  }
}

async function countryNames(database: Database, locale: Locale, isos: string[]) {
  const list = [...new Set(isos.filter((x) => /^[A-Z]{2}$/.test(x)))];
  if (!list.length) return new Map<string, string>();
  const col = sql.raw(locale === "fr" ? "name_fr" : "name_en");
  const rows = await database.rows<{ iso: string; name: string }>(
    sql`select iso, ${col} as name from countries where iso in (${sql.join(
      list.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.iso.trim(), r.name]));
}

export async function serviceReview(database: Database, id: number, locale: Locale): Promise<ServiceReview> {
  const state = await reviewState(database.db, serviceKind, id);
  const { row, current, proposed } = state;
  const cityIds = [current.city_id, proposed.city_id].filter((x): x is number => x !== null);
  const [n, countries] = await Promise.all([
    names(database, locale, { categories: [current.category_id, proposed.category_id], cities: cityIds }),
    countryNames(database, locale, [
      ...[current.country, proposed.country].filter((x): x is string => x !== null),
      ...current.additional_countries,
      ...proposed.additional_countries,
    ]),
  ]);
  const all = { ...n, countries };
  const fields = listingDiff(state, SERVICE_FIELDS, (key, v) => serviceText(locale, all, key, v), {
    field: (key) => translate(locale, `ss.field.${key}` as MessageKey),
    media: { key: "images", label: translate(locale, "ss.field.images") },
  });
  const imageOut = (p: PendingServiceImage) => ({ id: p.id, url: p.url, url_2x: p.url_2x, alt: "" });
  return {
    id: row.id,
    name: proposed.name,
    status: row.status,
    status_label: translate(locale, `services.status.${row.status}` as MessageKey),
    fields,
    ...(await reviewParts(database, state, "service", imageOut)),
  };
}

// ------------------------------------------------------------------ company change review
export async function sellerChangeReview(
  database: Database,
  id: number,
  locale: Locale,
): Promise<SellerChangeReview> {
  const change = await changes.findChange(database.db, "seller", id);
  if (!change) throw new AppError("not_found", "error.notFound");
  const row = await sq.findSellerById(database.db, change.targetId);
  if (!row) throw new AppError("not_found", "error.notFound");
  const current = approvedFields(row);
  const proposed = { ...current, ...change.payload.fields };
  const n = await names(database, locale, {
    cities: [current.city_id, proposed.city_id].filter((x): x is number => x !== null),
  });
  const text = (key: SellerField, v: unknown) =>
    key === "city_id" && typeof v === "number" ? (n.cities.get(v) ?? `#${v}`) : generic(v);
  const fields: DiffField[] = SELLER_FIELDS.map((key) => ({
    key,
    label: translate(locale, `moderation.sellerField.${key}` as MessageKey),
    approved: text(key, current[key]),
    proposed: text(key, proposed[key]),
    changed: key in change.payload.fields && !same(current[key], proposed[key]),
  })).filter((f) => f.approved !== null || f.proposed !== null);
  if (change.payload.offices) {
    const offices = await sq.approvedOffices(database.db, row.id);
    const list = (xs: typeof offices) => xs.map((o) => `${o.name} (${o.address})`).join("; ") || null;
    fields.push({
      key: "offices",
      label: translate(locale, "moderation.sellerField.offices"),
      approved: list(offices),
      proposed: list(change.payload.offices),
      changed: !same(offices, change.payload.offices),
    });
  }
  const logo = (url: string, url2x: string, idn: number) =>
    url
      ? [
          {
            id: idn,
            url,
            url_2x: url2x,
            alt: translate(locale, "moderation.logoAlt", { name: row.companyName }),
          },
        ]
      : [];
  const pendingLogo = change.payload.logo;
  if (pendingLogo)
    fields.push({
      key: "logo",
      label: translate(locale, "moderation.sellerField.logo"),
      approved: row.logoUrl ? translate(locale, "moderation.logoCurrent") : null,
      proposed: translate(locale, "moderation.logoNew"),
      changed: true,
    });
  return {
    id: change.id,
    status: change.status,
    waiting: change.status === "pending",
    ...age(change.status === "pending" ? change.createdAt : null),
    seller: { id: row.id, company_name: row.companyName },
    fields,
    photos: {
      approved: logo(row.logoUrl, row.logoUrl2x, 1),
      proposed: pendingLogo
        ? logo(pendingLogo.url, pendingLogo.url_2x, 2)
        : logo(row.logoUrl, row.logoUrl2x, 1),
    },
    last_decision:
      change.status === "pending"
        ? null
        : {
            decision: change.status,
            reason: change.reason,
            at: new Date(change.decidedAt ?? change.updatedAt).toISOString(),
          },
  };
}

export async function decisions(
  database: Database,
  kind: DecisionEntry["kind"] | undefined,
  page: number,
  locale: Locale,
) {
  const where = kind ? sql`where d.subject_kind = ${kind}` : sql``;
  const [total] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from moderation_decisions d ${where}`,
  );
  const rows = await database.rows<{
    id: number;
    created_at: Date | string;
    moderator_id: number | null;
    moderator_name: string | null;
    moderator_email: string | null;
    kind: DecisionEntry["kind"];
    subject_id: number;
    sku: string | null;
    product_name: string | null;
    service_name: string | null;
    company_name: string | null;
    decision: "approved" | "rejected";
    reason: string;
  }>(sql`
    select d.id, d.created_at, d.moderator_id, u.name as moderator_name, u.email as moderator_email,
           d.subject_kind as kind, d.subject_id, p.sku, p.name as product_name, v.name as service_name,
           s.company_name,
           d.decision, d.reason
    from moderation_decisions d
    left join users u on u.id = d.moderator_id
    left join products p on d.subject_kind = 'product' and p.id = d.subject_id
    left join listing_changes c on d.subject_kind = 'seller_change' and c.kind = 'seller' and c.id = d.subject_id
    left join services v on d.subject_kind = 'service' and v.id = d.subject_id
    left join sellers s on s.id = coalesce(c.target_id, p.seller_id, v.seller_id)
    ${where}
    order by d.created_at desc, d.id desc
    limit ${DECISIONS_PAGE_SIZE} offset ${(page - 1) * DECISIONS_PAGE_SIZE}`);
  const results: DecisionEntry[] = rows.map((r) => ({
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    moderator:
      r.moderator_id === null
        ? null
        : { id: r.moderator_id, name: r.moderator_name ?? "", email: r.moderator_email ?? "" },
    kind: r.kind,
    subject_id: r.subject_id,
    subject:
      r.kind === "product"
        ? r.sku
          ? `${r.sku} ${r.product_name ?? ""}`.trim()
          : `#${r.subject_id}`
        : r.kind === "service"
          ? (r.service_name ?? `#${r.subject_id}`)
          : translate(locale, "moderation.subject.company", { name: r.company_name ?? `#${r.subject_id}` }),
    decision: r.decision,
    reason: r.reason,
  }));
  return { count: total?.n ?? 0, results };
}

export interface ModerationDeps {
  database: Database;
  sellerProducts: SellerProductsService;
  sellerAccounts: SellerAccountService;
  sellerServices: SellerServicesService;
}

export function createModerationService({
  database,
  sellerProducts,
  sellerAccounts,
  sellerServices,
}: ModerationDeps) {
  // ------------------------------------------------------------------ decisions
  async function decideSellerChange(
    moderatorId: number,
    id: number,
    decision: "approved" | "rejected",
    reason: string,
  ) {
    if (decision === "approved") await sellerAccounts.approveChange(id, moderatorId);
    else await sellerAccounts.rejectChange(id, moderatorId, reason);
    return { id, status: decision };
  }

  return {
    queue: (kind: ModerationKind, page: number) => queue(database, kind, page),
    productReview: (id: number, locale: Locale) => productReview(database, id, locale),
    serviceReview: (id: number, locale: Locale) => serviceReview(database, id, locale),
    sellerChangeReview: (id: number, locale: Locale) => sellerChangeReview(database, id, locale),
    approveProducts: (moderatorId: number, ids: number[]) => sellerProducts.approveProducts(moderatorId, ids),
    rejectProducts: (moderatorId: number, ids: number[], reason: string) =>
      sellerProducts.rejectProducts(moderatorId, ids, reason),
    approveServices: (moderatorId: number, ids: number[]) => sellerServices.approveServices(moderatorId, ids),
    rejectServices: (moderatorId: number, ids: number[], reason: string) =>
      sellerServices.rejectServices(moderatorId, ids, reason),
    approveSellerChange: (moderatorId: number, id: number) =>
      decideSellerChange(moderatorId, id, "approved", ""),
    rejectSellerChange: (moderatorId: number, id: number, reason: string) =>
      decideSellerChange(moderatorId, id, "rejected", reason),
    decisions: (kind: DecisionEntry["kind"] | undefined, page: number, locale: Locale) =>
      decisions(database, kind, page, locale),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
