/**
 * Rules of the seller's own company (issue 5, docs/decisions/011-seller-accounts.md):
 * - one company per user (sellers.owner_user_id is unique); POST /api/sellers/ creates the draft or,
 *   when the user already has a draft, saves the step again (two tabs, one company);
 * - a draft is edited directly; the last step makes it active and the user a seller;
 * - an active company's data and offices change through a pending change (listing_changes, kind 'seller') that a
 *   moderator approves or rejects; public calls keep reading the approved columns;
 * - the legal name cannot change after the company left draft (support only);
 * - only the owner edits; seller calls other than the business-account steps need an active company.
 * Each write is one short transaction; mail and Telegram messages are queued inside it.
 */
import {
  type CreateSellerBody,
  type NotificationEvent,
  type NotificationSettings,
  type OfficeBody,
  type OfficeDraft,
  type OfficePatchBody,
  type OwnSeller,
  phoneFitsCountry,
  SELLER_FIELDS,
  SELLER_LIMITS,
  type SellerChangePayload,
  type SellerContactBody,
  type SellerField,
  type SellerFields,
  type UpdateSellerBody,
} from "../../../common/api/seller-account.ts";
import { isLocale, type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import type { Tx } from "../../infra/jobs.ts";
import { type Mailer, renderMail } from "../../infra/mail.ts";
import type { Telegram } from "../../infra/telegram.ts";
import type { AppSettings } from "../../settings.ts";
import { pageLink } from "../accounts/mails.ts";
import { extraEmailAddresses, findUserById } from "../accounts/service.ts";
import * as changes from "../listings/changes.ts";
import { recordDecisions } from "../moderation/audit.ts";
import * as q from "./account-queries.ts";
import type { SellerImages } from "./images.ts";

export const SELLER_RATE_RULES = {
  contactIp: { name: "seller-contact:ip", limit: 5, windowSeconds: 60 * 60 },
  telegramTest: { name: "telegram-test:seller", limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** API field -> column of `sellers`. */
const COLUMN = {
  company_name: "companyName",
  legal_name: "legalName",
  website: "website",
  head_office_address: "headOfficeAddress",
  country_iso: "countryIso",
  city_id: "cityId",
  latitude: "latitude",
  longitude: "longitude",
  region_code: "regionCode",
  phone: "phone",
  about: "about",
  social_links: "socialLinks",
  whatsapp: "whatsapp",
  telegram_link: "telegramLink",
} as const satisfies Record<SellerField, keyof q.SellerRow>;

const DEFAULT_NOTIFICATIONS = {
  email: { chat_message: true, moderation_result: true, catalogue_import: true, order_update: true },
  telegram: { chat_message: true, moderation_result: true, catalogue_import: true, order_update: true },
};

const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError("bad_request", key, params, { [field]: [key] });

/** The approved values of a company, as API fields. */
// ---------------------------------------------------------------- what other modules ask
// (issue 17: they never read account-queries.ts) — narrow, read-only questions about a company.
export type { SellerRow } from "./account-queries.ts";
/** A company by id (undefined: none), in the caller's transaction or not. */
export const findSellerById = (db: q.Q, id: number) => q.findSellerById(db, id);
/** The company a user owns (undefined: none). */
export const findSellerByOwner = (db: q.Q, userId: number) => q.findSellerByOwner(db, userId);
/** A company's approved offices. */
export const approvedOffices = (db: q.Q, sellerId: number) => q.listOffices(db, sellerId);

export function approvedFields(row: q.SellerRow): SellerFields {
  return {
    company_name: row.companyName,
    legal_name: row.legalName,
    website: row.website,
    head_office_address: row.headOfficeAddress,
    country_iso: row.countryIso?.trim() ?? null,
    city_id: row.cityId,
    latitude: row.latitude,
    longitude: row.longitude,
    region_code: row.regionCode?.trim() ?? null,
    phone: row.phone,
    about: row.about,
    social_links: row.socialLinks,
    whatsapp: row.whatsapp,
    telegram_link: row.telegramLink,
  };
}

function toColumns(fields: Partial<SellerFields>): Partial<q.SellerInsert> {
  const out: Record<string, unknown> = {};
  for (const f of SELLER_FIELDS) if (fields[f] !== undefined) out[COLUMN[f]] = fields[f];
  return out as Partial<q.SellerInsert>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type PendingLogo = NonNullable<SellerChangePayload["logo"]>;

const sameOffice = (a: OfficeDraft, b: OfficeDraft) =>
  a.name === b.name && a.address === b.address && a.country_iso === b.country_iso && a.city_id === b.city_id;

export interface SellerAccountDeps {
  database: Database;
  settings: AppSettings;
  mailer: Mailer;
  telegram: Telegram;
  images: SellerImages;
  limiter: RateLimiter;
}

/** What the functions of createSellerAccountService share, made once per service. */
function sellerAccountContext({ database, settings, mailer, telegram, images, limiter }: SellerAccountDeps) {
  const db = database.db;
  return { database, settings, mailer, telegram, images, limiter, db };
}
type SellerAccountContext = ReturnType<typeof sellerAccountContext>;

// ------------------------------------------------------------ access
/** The caller's company with this id: 403 without a company, 404 for another company's id. */
async function owned(ctx: SellerAccountContext, auth: AuthUser, id: number): Promise<q.SellerRow> {
  return ownedIn(ctx.db, auth, id);
}

/** The same, read in `tx` (locked when asked, so that concurrent edits of the company wait). */
async function ownedIn(tx: q.Q, auth: AuthUser, id: number, forUpdate = false): Promise<q.SellerRow> {
  const seller = await q.findSellerByOwner(tx, auth.id, { forUpdate });
  if (!seller) throw new AppError("forbidden", "sellers.noCompany");
  if (seller.id !== id) throw new AppError("not_found", "error.sellerNotFound");
  return seller;
}

/** The caller's company once it left draft (Telegram, notification settings): 403 otherwise. */
async function active(ctx: SellerAccountContext, auth: AuthUser): Promise<q.SellerRow> {
  const { db } = ctx;
  const seller = await q.findSellerByOwner(db, auth.id);
  if (!seller) throw new AppError("forbidden", "sellers.noCompany");
  if (seller.status === "draft") throw new AppError("forbidden", "sellers.notActive");
  return seller;
}

async function checkPlace(tx: q.Q, country: string | null | undefined, city: number | null | undefined) {
  if (country && !(await q.countryExists(tx, country)))
    throw fieldError("country_iso", "sellers.countryUnknown");
  if (city && (!country || !(await q.cityInCountry(tx, city, country))))
    throw fieldError("city_id", "sellers.cityUnknown");
}

// ------------------------------------------------------------ the owner's view
async function view(ctx: SellerAccountContext, sellerId: number, locale: Locale): Promise<OwnSeller> {
  const { db } = ctx;
  const row = await q.findSellerById(db, sellerId);
  if (!row) throw new AppError("not_found", "error.sellerNotFound");
  const [pending, decided, offices, photos] = await Promise.all([
    changes.findPendingChange(db, "seller", sellerId),
    changes.lastDecidedChange(db, "seller", sellerId),
    q.listOffices(db, sellerId),
    q.listPhotos(db, sellerId),
  ]);
  const fields = { ...approvedFields(row), ...(pending?.payload.fields ?? {}) };
  const pendingOffices = pending?.payload.offices;
  const approvedById = new Map(offices.map((o) => [o.id, o]));
  return {
    id: row.id,
    status: row.status,
    step: row.onboardingStep,
    ...fields,
    legal_name_locked: row.activatedAt !== null,
    logo_url: pending?.payload.logo?.url ?? row.logoUrl,
    logo_url_2x: pending?.payload.logo?.url_2x ?? row.logoUrl2x,
    photos: photos.map((p) => ({
      id: p.id,
      url: p.url,
      url_2x: p.url2x,
      width: p.width,
      height: p.height,
    })),
    offices: (pendingOffices ?? offices).map((o) => {
      const before = approvedById.get(o.id);
      return { ...o, pending: pendingOffices !== undefined && (!before || !sameOffice(before, o)) };
    }),
    verified: row.verified,
    pending: pending
      ? {
          id: pending.id,
          label: translate(locale, "sellers.pendingModeration"),
          fields: [...Object.keys(pending.payload.fields), ...(pending.payload.logo ? ["logo"] : [])],
          offices: pendingOffices !== undefined,
          created_at: pending.createdAt.toISOString(),
        }
      : null,
    last_decision:
      decided && decided.status !== "pending" && decided.decidedAt
        ? { status: decided.status, reason: decided.reason, decided_at: decided.decidedAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Saves a change of an active company: the fields (and offices) that differ from the approved
 * version become the pending change, merged into the one already waiting; nothing left = no change.
 */
async function proposeChange(
  tx: Tx,
  row: q.SellerRow,
  change: { fields?: Partial<SellerFields>; offices?: OfficeDraft[]; logo?: PendingLogo },
): Promise<PendingLogo | undefined> {
  const pending = await changes.findPendingChange(tx, "seller", row.id, { forUpdate: true });
  const approved = approvedFields(row);
  const fields: Partial<SellerFields> = { ...(pending?.payload.fields ?? {}), ...(change.fields ?? {}) };
  for (const f of SELLER_FIELDS) {
    if (f in fields && same(fields[f], approved[f])) delete fields[f];
  }
  let offices = change.offices ?? pending?.payload.offices;
  if (offices) {
    const current = await q.listOffices(tx, row.id);
    const unchanged =
      offices.length === current.length &&
      offices.every((o) => current.some((c) => c.id === o.id && sameOffice(c, o)));
    if (unchanged) offices = undefined;
  }
  const logo = change.logo ?? pending?.payload.logo;
  // A new pending logo replaces the one waiting: its files go (returned to the caller).
  const dropped = change.logo && pending?.payload.logo ? pending.payload.logo : undefined;
  const payload: SellerChangePayload = {
    fields,
    ...(offices ? { offices } : {}),
    ...(logo ? { logo } : {}),
  };
  if (Object.keys(fields).length === 0 && !offices && !logo) {
    if (pending) await changes.deletePendingChange(tx, pending.id);
    return dropped;
  }
  await changes.savePendingChange(tx, "seller", row.id, payload);
  return dropped;
}

/** The offices as the owner sees them now (the pending list when offices wait for moderation). */
async function currentOffices(tx: Tx, row: q.SellerRow): Promise<OfficeDraft[]> {
  if (row.status !== "draft") {
    const pending = await changes.findPendingChange(tx, "seller", row.id, { forUpdate: true });
    if (pending?.payload.offices) return pending.payload.offices;
  }
  return q.listOffices(tx, row.id);
}

async function saveOffices(tx: Tx, row: q.SellerRow, offices: OfficeDraft[]) {
  if (row.status === "draft") await q.replaceOffices(tx, row.id, offices);
  else await proposeChange(tx, row, { offices });
}

// ------------------------------------------------------------ notifications
function notificationSettings(row: q.SellerRow) {
  const s = row.notificationSettings ?? {};
  return {
    email: { ...DEFAULT_NOTIFICATIONS.email, ...(s.email ?? {}) },
    telegram: { ...DEFAULT_NOTIFICATIONS.telegram, ...(s.telegram ?? {}) },
  };
}

/**
 * Tells a company's owner about an event, by e-mail (the account's address and its extra
 * addresses) and by Telegram (every connected chat), as its notification settings say. Queued in
 * `tx`. Other modules (chat, catalogue import) call it too.
 */
async function notify(
  ctx: SellerAccountContext,
  tx: Tx,
  row: q.SellerRow,
  event: NotificationEvent,
  message: (locale: Locale) => { subject: string; intro: string; telegram: string },
  /** The e-mail's button: a page of the site (default: the settings). */
  link: { path: string; label: MessageKey } = { path: "/settings", label: "mail.moderation.action" },
) {
  const { mailer, settings, telegram } = ctx;
  const flags = notificationSettings(row);
  if (!row.ownerUserId) return;
  const owner = await findUserById(tx, row.ownerUserId);
  if (!owner) return;
  const locale: Locale = isLocale(owner.locale) ? owner.locale : "en";
  const m = message(locale);
  if (flags.email[event]) {
    const extra = await extraEmailAddresses(tx, owner.id);
    for (const to of [owner.email, ...extra]) {
      await mailer.send(
        renderMail(
          to,
          {
            subject: m.subject,
            greeting: translate(locale, "mail.greeting", { name: owner.name }),
            paragraphs: [m.intro],
            action: {
              label: translate(locale, link.label),
              url: pageLink(settings.publicUrl, locale, link.path),
            },
            after: [],
            signature: translate(locale, "mail.signature"),
          },
          locale,
        ),
        { class: "transactional", tx },
      );
    }
  }
  if (flags.telegram[event] && telegram.configured) {
    for (const chat of await q.listChats(tx, row.id)) {
      await telegram.send({ chatId: chat.chatId, text: m.telegram }, { tx });
    }
  }
}

async function decide(
  ctx: SellerAccountContext,
  changeId: number,
  moderatorId: number | null,
  status: "approved" | "rejected",
  reason: string,
) {
  const { db, images } = ctx;
  const unused: PendingLogo[] = [];
  await db.transaction(async (tx) => {
    const change = await changes.findChange(tx, "seller", changeId, { forUpdate: true });
    if (!change) throw new AppError("not_found", "error.notFound");
    if (change.status !== "pending") throw new AppError("conflict", "sellers.changeNotPending");
    let row = await q.updateSeller(tx, change.targetId, {});
    const before = approvedFields(row);
    await recordDecisions(tx, [
      {
        moderatorId,
        subjectKind: "seller_change",
        subjectId: change.id,
        decision: status,
        reason,
        snapshot: {
          seller_id: row.id,
          changes: Object.fromEntries(
            Object.entries(change.payload.fields).map(([k, v]) => [
              k,
              { from: before[k as SellerField], to: v },
            ]),
          ),
          ...(change.payload.offices ? { offices: change.payload.offices } : {}),
          ...(change.payload.logo ? { logo: change.payload.logo } : {}),
        },
      },
    ]);
    if (status === "approved") {
      const fields = { ...change.payload.fields };
      // The legal name is support-only once the company is active: never from a change.
      if (row.activatedAt) delete fields.legal_name;
      row = await q.updateSeller(tx, row.id, toColumns(fields));
      if (change.payload.offices) await q.replaceOffices(tx, row.id, change.payload.offices);
      if (change.payload.logo) {
        unused.push({ url: row.logoUrl, url_2x: row.logoUrl2x });
        row = await q.updateSeller(tx, row.id, {
          logoUrl: change.payload.logo.url,
          logoUrl2x: change.payload.logo.url_2x,
        });
      }
    } else if (change.payload.logo) {
      unused.push(change.payload.logo);
    }
    await changes.decideChange(tx, change.id, { status, reason, decidedBy: moderatorId });
    const company = row.companyName;
    await notify(ctx, tx, row, "moderation_result", (locale) =>
      status === "approved"
        ? {
            subject: translate(locale, "mail.moderation.approvedSubject"),
            intro: translate(locale, "mail.moderation.approvedIntro", { company }),
            telegram: translate(locale, "telegram.moderationApproved", { company }),
          }
        : {
            subject: translate(locale, "mail.moderation.rejectedSubject"),
            intro: translate(locale, "mail.moderation.rejectedIntro", { company, reason }),
            telegram: translate(locale, "telegram.moderationRejected", { company, reason }),
          },
    );
  });
  for (const logo of unused) await images.remove(logo.url, logo.url_2x);
}

async function getNotifications(ctx: SellerAccountContext, auth: AuthUser): Promise<NotificationSettings> {
  const { db, telegram } = ctx;
  const seller = await active(ctx, auth);
  const [extra, chats] = await Promise.all([extraEmailAddresses(db, auth.id), q.listChats(db, seller.id)]);
  return {
    ...notificationSettings(seller),
    extra_emails: extra,
    bot_configured: telegram.configured,
    telegram_chats: chats.length,
  };
}

async function completeIn(tx: Tx, id: number, userId: number) {
  const row = await q.findSellerByOwner(tx, userId, { forUpdate: true });
  if (!row || row.id !== id) throw new AppError("not_found", "error.sellerNotFound");
  if (row.status !== "draft") return;
  const missing = (
    ["company_name", "legal_name", "head_office_address", "country_iso", "region_code", "phone"] as const
  ).filter((f) => !approvedFields(row)[f]);
  if (missing.length) {
    throw new AppError(
      "bad_request",
      "sellers.incomplete",
      undefined,
      Object.fromEntries(missing.map((f) => [f, ["validation.required" as MessageKey]])),
    );
  }
  await q.updateSeller(tx, id, { status: "active", activatedAt: new Date(), onboardingStep: 3 });
  await q.setUserRole(tx, userId, "seller");
}

/** GET /api/sellers/me/: 404 while the user has no company. */
async function mine(ctx: SellerAccountContext, auth: AuthUser, locale: Locale): Promise<OwnSeller> {
  const { db } = ctx;
  const seller = await q.findSellerByOwner(db, auth.id);
  if (!seller) throw new AppError("not_found", "sellers.noCompany");
  return view(ctx, seller.id, locale);
}

/** For users/me/: the user's company in short. */
async function summary(ctx: SellerAccountContext, userId: number) {
  const { db } = ctx;
  const seller = await q.findSellerByOwner(db, userId);
  return seller ? { id: seller.id, status: seller.status, company_name: seller.companyName } : null;
}

// ---------------------------------------------------------- business account
/** Step CompanyHeadquarters: creates the draft, or saves the step again on the user's draft. */
async function create(ctx: SellerAccountContext, auth: AuthUser, body: CreateSellerBody, locale: Locale) {
  const { db } = ctx;
  const values = toColumns(body);
  const { id, created } = await db.transaction(async (tx) => {
    await checkPlace(tx, body.country_iso, body.city_id);
    const inserted = await q.insertDraftSeller(tx, {
      ...values,
      companyName: body.company_name,
      ownerUserId: auth.id,
      onboardingStep: 2,
    });
    if (inserted) return { id: inserted.id, created: true };
    const existing = await q.findSellerByOwner(tx, auth.id, { forUpdate: true });
    if (!existing) throw new Error("seller vanished");
    if (existing.status !== "draft") throw new AppError("conflict", "sellers.alreadyHasCompany");
    await q.updateSeller(tx, existing.id, {
      ...values,
      onboardingStep: Math.max(existing.onboardingStep, 2),
    });
    return { id: existing.id, created: false };
  });
  return { created, seller: await view(ctx, id, locale) };
}

/** PUT /api/sellers/{id}/: a step of a draft, or a change of an active company (moderated). */
async function update(
  ctx: SellerAccountContext,
  auth: AuthUser,
  id: number,
  body: UpdateSellerBody,
  locale: Locale,
) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const row = await ownedIn(tx, auth, id, true);
    const { step, complete, ...given } = body;
    const pending =
      row.status === "draft" ? undefined : await changes.findPendingChange(tx, "seller", row.id);
    const current = { ...approvedFields(row), ...(pending?.payload.fields ?? {}) };
    const next = { ...current, ...given };
    if (row.activatedAt && given.legal_name !== undefined && given.legal_name !== row.legalName) {
      throw fieldError("legal_name", "sellers.legalNameLocked");
    }
    if ((given.phone !== undefined || given.country_iso !== undefined) && next.phone) {
      if (!phoneFitsCountry(next.phone, next.country_iso)) throw fieldError("phone", "sellers.phoneInvalid");
    }
    if (given.country_iso !== undefined || given.city_id !== undefined)
      await checkPlace(tx, next.country_iso, next.city_id);
    if (row.status === "draft") {
      await q.updateSeller(tx, row.id, {
        ...toColumns(given),
        ...(step ? { onboardingStep: Math.max(row.onboardingStep, step) } : {}),
      });
      if (complete) await completeIn(tx, row.id, auth.id);
    } else {
      await proposeChange(tx, row, { fields: given });
    }
  });
  return view(ctx, id, locale);
}

/** The last step: the draft becomes an active company, its user a seller. Repeating it is harmless. */
async function complete(ctx: SellerAccountContext, auth: AuthUser, id: number, locale: Locale) {
  const { db } = ctx;
  await owned(ctx, auth, id);
  await db.transaction((tx) => completeIn(tx, id, auth.id));
  return view(ctx, id, locale);
}

// ---------------------------------------------------------- logo and photos
/** A draft's logo changes at once; an active company's waits for moderation like its fields. */
async function uploadLogo(
  ctx: SellerAccountContext,
  auth: AuthUser,
  id: number,
  image: Buffer,
  locale: Locale,
) {
  const { db, images } = ctx;
  await owned(ctx, auth, id);
  const saved = await images.save(id, "logo", "logo", image);
  const unused = await db.transaction(async (tx) => {
    const row = await q.findSellerByOwner(tx, auth.id, { forUpdate: true });
    if (!row || row.id !== id) throw new AppError("not_found", "error.sellerNotFound");
    if (row.status !== "draft")
      return proposeChange(tx, row, { logo: { url: saved.url, url_2x: saved.url2x } });
    await q.updateSeller(tx, id, { logoUrl: saved.url, logoUrl2x: saved.url2x });
    return { url: row.logoUrl, url_2x: row.logoUrl2x };
  });
  if (unused) await images.remove(unused.url, unused.url_2x);
  return view(ctx, id, locale);
}

async function uploadPhoto(
  ctx: SellerAccountContext,
  auth: AuthUser,
  id: number,
  image: Buffer,
  locale: Locale,
) {
  const { db, images } = ctx;
  await owned(ctx, auth, id);
  const tooMany = () => fieldError("photo", "sellers.photosMax", { max: SELLER_LIMITS.photosMax });
  if ((await q.countPhotos(db, id)) >= SELLER_LIMITS.photosMax) throw tooMany();
  const saved = await images.save(id, "photo", "photo", image);
  const ok = await db.transaction(async (tx) => {
    await q.findSellerByOwner(tx, auth.id, { forUpdate: true }); // serialises concurrent uploads
    if ((await q.countPhotos(tx, id)) >= SELLER_LIMITS.photosMax) return false;
    await q.insertPhoto(tx, id, saved);
    return true;
  });
  if (!ok) {
    await images.remove(saved.url, saved.url2x);
    throw tooMany();
  }
  return view(ctx, id, locale);
}

async function deletePhoto(ctx: SellerAccountContext, auth: AuthUser, id: number, photoId: number) {
  const { db, images } = ctx;
  await owned(ctx, auth, id);
  const row = await q.deletePhoto(db, id, photoId);
  if (!row) throw new AppError("not_found", "error.notFound");
  await images.remove(row.url, row.url2x);
}

// ---------------------------------------------------------- offices
async function listOffices(ctx: SellerAccountContext, auth: AuthUser, id: number, locale: Locale) {
  await owned(ctx, auth, id);
  return (await view(ctx, id, locale)).offices;
}

async function addOffice(
  ctx: SellerAccountContext,
  auth: AuthUser,
  id: number,
  body: OfficeBody,
  locale: Locale,
) {
  const { db } = ctx;
  const officeId = await db.transaction(async (tx) => {
    const row = await ownedIn(tx, auth, id, true);
    await checkPlace(tx, body.country_iso, body.city_id);
    const offices = await currentOffices(tx, row);
    if (offices.length >= SELLER_LIMITS.officesMax)
      throw fieldError("name", "sellers.officesMax", { max: SELLER_LIMITS.officesMax });
    const office = { id: await q.nextOfficeId(tx), ...body };
    await saveOffices(tx, row, [...offices, office]);
    return office.id;
  });
  const offices = (await view(ctx, id, locale)).offices;
  const office = offices.find((o) => o.id === officeId);
  if (!office) throw new Error("office vanished");
  return office;
}

async function updateOffice(
  ctx: SellerAccountContext,
  auth: AuthUser,
  id: number,
  officeId: number,
  body: OfficePatchBody,
  locale: Locale,
) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const row = await ownedIn(tx, auth, id, true);
    const offices = await currentOffices(tx, row);
    const index = offices.findIndex((o) => o.id === officeId);
    const before = offices[index];
    if (!before) throw new AppError("not_found", "error.notFound");
    const next = { ...before, ...body };
    if (
      body.country_iso !== undefined &&
      body.city_id === undefined &&
      next.country_iso !== before.country_iso
    )
      next.city_id = null;
    await checkPlace(tx, next.country_iso, next.city_id);
    offices[index] = next;
    await saveOffices(tx, row, offices);
  });
  const office = (await view(ctx, id, locale)).offices.find((o) => o.id === officeId);
  if (!office) throw new Error("office vanished");
  return office;
}

async function deleteOffice(ctx: SellerAccountContext, auth: AuthUser, id: number, officeId: number) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const row = await ownedIn(tx, auth, id, true);
    const offices = await currentOffices(tx, row);
    if (!offices.some((o) => o.id === officeId)) throw new AppError("not_found", "error.notFound");
    await saveOffices(
      tx,
      row,
      offices.filter((o) => o.id !== officeId),
    );
  });
}

async function listChats(ctx: SellerAccountContext, auth: AuthUser) {
  const { db } = ctx;
  const seller = await active(ctx, auth);
  return q.listChats(db, seller.id);
}

async function addChat(ctx: SellerAccountContext, auth: AuthUser, chatId: string) {
  const { db } = ctx;
  const seller = await active(ctx, auth);
  return db.transaction(async (tx) => {
    await q.findSellerByOwner(tx, auth.id, { forUpdate: true });
    const chats = await q.listChats(tx, seller.id);
    if (chats.some((c) => c.chatId === chatId)) throw fieldError("chat_id", "sellers.telegramChatDuplicate");
    if (chats.length >= SELLER_LIMITS.telegramChatsMax)
      throw fieldError("chat_id", "sellers.telegramChatsMax", { max: SELLER_LIMITS.telegramChatsMax });
    const row = await q.insertChat(tx, seller.id, chatId);
    if (!row) throw fieldError("chat_id", "sellers.telegramChatDuplicate");
    return row;
  });
}

async function updateChat(ctx: SellerAccountContext, auth: AuthUser, id: number, chatId: string) {
  const { db } = ctx;
  const seller = await active(ctx, auth);
  return db.transaction(async (tx) => {
    if (!(await q.findChat(tx, seller.id, id))) throw new AppError("not_found", "error.notFound");
    if (await q.chatTaken(tx, seller.id, chatId, id))
      throw fieldError("chat_id", "sellers.telegramChatDuplicate");
    const row = await q.updateChat(tx, seller.id, id, chatId);
    if (!row) throw new AppError("not_found", "error.notFound");
    return row;
  });
}

async function deleteChat(ctx: SellerAccountContext, auth: AuthUser, id: number) {
  const { db } = ctx;
  const seller = await active(ctx, auth);
  if (!(await q.deleteChat(db, seller.id, id))) throw new AppError("not_found", "error.notFound");
}

/** Queues a test message to a connected chat (503 when the bot is not configured). */
async function testChat(ctx: SellerAccountContext, auth: AuthUser, id: number, locale: Locale) {
  const { db, limiter, telegram } = ctx;
  const seller = await active(ctx, auth);
  const chat = await q.findChat(db, seller.id, id);
  if (!chat) throw new AppError("not_found", "error.notFound");
  if (!telegram.configured) throw new AppError("unavailable", "sellers.telegramNotConfigured");
  await limiter.hit(SELLER_RATE_RULES.telegramTest, String(seller.id));
  await db.transaction(async (tx) => {
    await telegram.send(
      { chatId: chat.chatId, text: translate(locale, "telegram.test", { company: seller.companyName }) },
      { tx },
    );
  });
}

async function putNotifications(
  ctx: SellerAccountContext,
  auth: AuthUser,
  body: {
    email?: Partial<Record<NotificationEvent, boolean>>;
    telegram?: Partial<Record<NotificationEvent, boolean>>;
  },
): Promise<NotificationSettings> {
  const { db } = ctx;
  const seller = await active(ctx, auth);
  await db.transaction(async (tx) => {
    const row = await q.findSellerByOwner(tx, auth.id, { forUpdate: true });
    if (!row) throw new AppError("forbidden", "sellers.noCompany");
    const now = notificationSettings(row);
    await q.updateSeller(tx, seller.id, {
      notificationSettings: {
        email: { ...now.email, ...(body.email ?? {}) },
        telegram: { ...now.telegram, ...(body.telegram ?? {}) },
      },
    });
  });
  return getNotifications(ctx, auth);
}

// ---------------------------------------------------------- partner form
/** POST /api/forms/seller-contact/: mails the request to the marketplace team (queued). */
async function contact(
  ctx: SellerAccountContext,
  body: SellerContactBody,
  ip: string,
  auth: AuthUser | null,
) {
  const { db, limiter, mailer, settings } = ctx;
  await limiter.hit(SELLER_RATE_RULES.contactIp, ip);
  const to = settings.teamEmail ?? settings.mail.from.replace(/^.*<([^>]+)>.*$/, "$1");
  const locale: Locale = "en";
  const lines = [
    `Name: ${body.name}`,
    `Company: ${body.company || "-"}`,
    `E-mail: ${body.email}`,
    `Phone: ${body.phone || "-"}`,
    `Topic: ${body.topic}`,
    ...(auth ? [`Signed-in user: #${auth.id} ${auth.email}`] : []),
    "",
    body.message,
  ];
  await db.transaction(async (tx) => {
    await mailer.send(
      renderMail(
        to,
        {
          subject: translate(locale, "mail.contact.subject", {
            topic: body.topic,
            company: body.company || body.name,
          }),
          greeting: translate(locale, "mail.contact.intro"),
          paragraphs: lines,
          after: [],
          signature: "RigMarket",
        },
        locale,
      ),
      { class: "transactional", tx },
    );
  });
}

export function createSellerAccountService(deps: SellerAccountDeps) {
  const ctx = sellerAccountContext(deps);
  return {
    view: view.bind(null, ctx),
    notify: notify.bind(null, ctx),
    mine: mine.bind(null, ctx),
    summary: summary.bind(null, ctx),
    // ---------------------------------------------------------- business account
    create: create.bind(null, ctx),
    update: update.bind(null, ctx),
    complete: complete.bind(null, ctx),
    // ---------------------------------------------------------- logo and photos
    uploadLogo: uploadLogo.bind(null, ctx),
    uploadPhoto: uploadPhoto.bind(null, ctx),
    deletePhoto: deletePhoto.bind(null, ctx),
    // ---------------------------------------------------------- offices
    listOffices: listOffices.bind(null, ctx),
    addOffice: addOffice.bind(null, ctx),
    updateOffice: updateOffice.bind(null, ctx),
    deleteOffice: deleteOffice.bind(null, ctx),

    // ---------------------------------------------------------- moderation (the console comes later)
    /** Applies a pending change to the public profile and tells the owner. 409 when already decided. */
    approveChange: (changeId: number, moderatorId: number | null) =>
      decide(ctx, changeId, moderatorId, "approved", ""),
    /** Drops a pending change (the public profile stays) and tells the owner why. */
    rejectChange: (changeId: number, moderatorId: number | null, reason: string) =>
      decide(ctx, changeId, moderatorId, "rejected", reason),
    pendingChangeOf: (sellerId: number) => changes.findPendingChange(ctx.db, "seller", sellerId),

    // ---------------------------------------------------------- Telegram
    botConfigured: () => ctx.telegram.configured,
    listChats: listChats.bind(null, ctx),
    addChat: addChat.bind(null, ctx),
    updateChat: updateChat.bind(null, ctx),
    deleteChat: deleteChat.bind(null, ctx),
    testChat: testChat.bind(null, ctx),

    // ---------------------------------------------------------- notification settings
    getNotifications: getNotifications.bind(null, ctx),
    putNotifications: putNotifications.bind(null, ctx),
    // ---------------------------------------------------------- partner form
    contact: contact.bind(null, ctx),
  };
}
export type SellerAccountService = ReturnType<typeof createSellerAccountService>;
