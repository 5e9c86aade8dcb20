/**
 * Advertising banners (issue 19): the weighted draw a page shows, the click that counts and leads
 * to the advertiser's page, the moderators' management (images through the image pipeline, in
 * each language), the statistics, and the /advertisment request form mailed to the team.
 * See docs/decisions/045.
 */
import { randomBytes } from "node:crypto";
import type {
  AdPlacement,
  AdRequestBody,
  CreateAdBannerBody,
  UpdateAdBannerBody,
} from "../../../common/api/banners.ts";
import { type Locale, translate } from "../../../common/i18n/index.ts";
import { safeLocalPath } from "../../../common/safe-redirect.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../errors.ts";
import type { AuthUser } from "../../http/auth.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limit.ts";
import { openImage } from "../../infra/images.ts";
import { type Mailer, renderMail } from "../../infra/mail.ts";
import { mediaKey, mediaUrl, type Storage } from "../../infra/storage.ts";
import type { AppSettings } from "../../settings.ts";
import * as q from "./ads-queries.ts";
import type { AdStats } from "./stats.ts";

export const AD_RATE_RULES = {
  requestIp: { name: "ad-request:ip", limit: 5, windowSeconds: 60 * 60 },
  requestUser: { name: "ad-request:user", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** Banner images fit 1200 × 600 (2400 × 1200 at 2x); files under media/banners/ (decision 030). */
const BOX = [1200, 600] as const;
const OWN = "banners/";

export interface AdsDeps {
  database: Database;
  media: Storage;
  stats: AdStats;
  limiter: RateLimiter;
  mailer: Mailer;
  settings: AppSettings;
}

/** The click route of a banner, with the page's language. */
export const clickHref = (id: number, locale: Locale) =>
  `/api/blog/advertising-banners/${id}/click/${locale === "fr" ? "?lang=fr" : ""}`;

async function draw(deps: AdsDeps, placement: AdPlacement, locale: Locale, limit: number) {
  return q.drawBanners(deps.database, placement, locale, limit, (id) => clickHref(id, locale));
}

/** Every live banner, grouped by placement (the bare public call; not a draw, not counted). */
async function live(deps: AdsDeps, locale: Locale, perPlacement: number | undefined) {
  return q.listLiveBanners(deps.database, locale, perPlacement, (id) => clickHref(id, locale));
}

/**
 * Where a click on a banner leads, in the page's language (its link through the safe-redirect
 * rule: a path of this site, or "/"); null when there is no such banner.
 */
async function clickTarget(deps: AdsDeps, id: number, locale: Locale): Promise<string | null> {
  const link = await q.selectLink(deps.database, id);
  if (link === null) return null;
  const path = safeLocalPath(link) ?? "/";
  if (locale !== "fr") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

async function get(deps: AdsDeps, id: number) {
  const banner = await q.selectAdmin(deps.database, id);
  if (!banner) throw notFound();
  return banner;
}

async function create(deps: AdsDeps, body: CreateAdBannerBody) {
  const id = await q.insertBanner(deps.database, body);
  return get(deps, id);
}

async function update(deps: AdsDeps, id: number, body: UpdateAdBannerBody) {
  const now = await q.selectSchedule(deps.database, id);
  if (!now) throw notFound();
  const starts = body.starts_at === undefined ? now.starts_at : body.starts_at;
  const ends = body.ends_at === undefined ? now.ends_at : body.ends_at;
  if (starts && ends && Date.parse(ends) <= Date.parse(starts))
    throw new AppError("bad_request", "ads.error.endsBeforeStart", undefined, {
      ends_at: ["ads.error.endsBeforeStart"],
    });
  await q.updateBanner(deps.database, id, body);
  return get(deps, id);
}

async function removeFiles(deps: AdsDeps, urls: string[]) {
  for (const u of urls) {
    const key = mediaKey(u, OWN);
    if (key) await deps.media.delete(key).catch(() => {});
  }
}

/** Re-encodes an uploaded image to webp 1x/2x (metadata stripped) and stores it. */
async function saveImage(deps: AdsDeps, id: number, input: Buffer): Promise<q.StoredImage> {
  const image = await openImage(input, "image", "ads.error.imageType");
  const render = (scale: number) =>
    image()
      .rotate()
      .resize(BOX[0] * scale, BOX[1] * scale, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  let one: Awaited<ReturnType<typeof render>>;
  let two: Awaited<ReturnType<typeof render>>;
  try {
    [one, two] = await Promise.all([render(1), render(2)]);
  } catch {
    throw new AppError("bad_request", "ads.error.imageType", undefined, { image: ["ads.error.imageType"] });
  }
  const base = `${OWN}b${id}/${randomBytes(8).toString("hex")}`;
  await deps.media.put(`${base}.webp`, one.data, "image/webp");
  await deps.media.put(`${base}@2x.webp`, two.data, "image/webp");
  return {
    url: mediaUrl(`${base}.webp`),
    url2x: mediaUrl(`${base}@2x.webp`),
    width: one.info.width,
    height: one.info.height,
  };
}

/** Sets a language's image of a banner (the previous one's files are deleted). */
async function putImage(deps: AdsDeps, id: number, lang: Locale, input: Buffer) {
  await get(deps, id);
  const saved = await saveImage(deps, id, input);
  const replaced = await q.setImage(deps.database, id, lang, saved);
  if (replaced === null) {
    await removeFiles(deps, [saved.url, saved.url2x]);
    throw notFound();
  }
  await removeFiles(deps, replaced);
  return get(deps, id);
}

async function remove(deps: AdsDeps, id: number) {
  const files = await q.deleteBanner(deps.database, id);
  if (files === null) throw notFound();
  await removeFiles(deps, files);
}

async function stats(deps: AdsDeps, id: number, days: number) {
  const banner = await get(deps, id);
  const rows = await q.selectStats(deps.database, id, days);
  return {
    id,
    days: rows,
    impressions: banner.impressions,
    clicks: banner.clicks,
  };
}

/** POST /api/forms/advertising/: the /advertisment request, mailed to the advertising team (queued). */
async function request(deps: AdsDeps, body: AdRequestBody, ip: string, auth: AuthUser | null) {
  const { database, limiter, mailer, settings } = deps;
  await limiter.hit(AD_RATE_RULES.requestIp, ip);
  if (auth) await limiter.hit(AD_RATE_RULES.requestUser, String(auth.id));
  const to = settings.adsEmail ?? settings.teamEmail ?? settings.mail.from.replace(/^.*<([^>]+)>.*$/, "$1");
  const locale: Locale = "en";
  const placements = body.placements.map((p) => translate(locale, `ads.placement.${p}`)).join(", ");
  const lines = [
    `Name: ${body.name}`,
    `Company: ${body.company || "-"}`,
    `E-mail: ${body.email}`,
    `Placements: ${placements || "-"}`,
    ...(auth ? [`Signed-in user: #${auth.id} ${auth.email}`] : []),
    "",
    body.message,
  ];
  await database.db.transaction(async (tx) => {
    await mailer.send(
      renderMail(
        to,
        {
          subject: translate(locale, "ads.mail.subject", { company: body.company || body.name }),
          greeting: translate(locale, "ads.mail.intro"),
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

export function createAdsService(deps: AdsDeps) {
  return {
    draw: draw.bind(null, deps),
    live: live.bind(null, deps),
    clickTarget: clickTarget.bind(null, deps),
    list: () => q.listAdmin(deps.database),
    get: get.bind(null, deps),
    create: create.bind(null, deps),
    update: update.bind(null, deps),
    putImage: putImage.bind(null, deps),
    remove: remove.bind(null, deps),
    stats: stats.bind(null, deps),
    request: request.bind(null, deps),
    /** Counters (batched): the displays a page made, a click. */
    shown: (ids: readonly number[]) => deps.stats.shown(ids),
    clicked: (id: number) => deps.stats.clicked(id),
    flushStats: () => deps.stats.flush(),
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
