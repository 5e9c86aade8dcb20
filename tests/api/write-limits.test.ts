/**
 * Issue 31, item 2 (docs/decisions/068): every state-changing API call counts against a budget.
 * A seller archiving and restoring its own product in a loop emptied the page caches of every
 * visitor; now its company's status changes have a budget (LISTING_BUDGETS.status) and past it the
 * call is refused with 429 and Retry-After while other companies go on; every other write of a
 * signed-in user counts against the user's write budget (WRITE_RATE_RULES.user). The walk over
 * the routes fails when a state-changing route escapes the hook, is exempt without being listed
 * here, or changes the seller's catalogue without a company budget. And archiving or restoring a
 * product the public never saw leaves the catalogue's data version (and the page caches) alone.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogVersion } from "../../src/api/cache.ts";
import { type RouteRateLimit, WRITE_RATE_RULES } from "../../src/api/http/rate-limit.ts";
import { LISTING_BUDGETS, LISTING_RATE_RULES } from "../../src/api/modules/listings/budgets.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, image, loadFixtures, P } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
});
afterAll(async () => {
  await t?.close();
});

/** The only state-changing routes without a budget; each route says why in its config. */
const EXEMPT = ["POST /api/accounts/logout/"];

/** Calls that change the seller's catalogue or its company: each needs a company budget. */
const CATALOGUE = ["/api/products-catalog/", "/api/services-catalog/", "/api/sellers/"];

/** `POST /api/x/:` from the router's `/api/x/:id/` and the OpenAPI document's `/api/x/{id}/`. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[^/]+/g, ":").replace(/(.)\/$/, "$1")}`;

describe("every state-changing route", () => {
  it("has a budget: the write budget, a named one, or a listed exemption with its reason", async () => {
    const routes = t.app.writeLimits.routes();
    const byKey = new Map(routes.map((r) => [routeKey(r.method, r.url), r]));
    // Every documented write goes through the hook (a route the hook did not see would not be counted).
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["post", "put", "patch", "delete"].includes(m))
        .map((m) => routeKey(m, path)),
    );
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((k) => !byKey.has(k))).toEqual([]);

    const exempt = routes.filter((r) => r.rateLimit && "exempt" in r.rateLimit);
    expect(exempt.map((r) => `${r.method} ${r.url}`).sort()).toEqual(EXEMPT);
    for (const r of exempt) expect((r.rateLimit as { exempt: string }).exempt.length).toBeGreaterThan(20);

    const unnamed = routes.filter(
      (r) => CATALOGUE.some((prefix) => r.url.startsWith(prefix)) && !companyBudget(r.rateLimit),
    );
    expect(unnamed.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const statusCalls = routes.filter((r) =>
      /^\/api\/(products|services)-catalog\/[a-z]+\/(to-archive|from-archive|publish)\/$/.test(r.url),
    );
    expect(statusCalls.length).toBe(6);
    for (const r of statusCalls) expect(r.rateLimit, r.url).toBe(LISTING_BUDGETS.status);
  });
});

const companyBudget = (b: RouteRateLimit | undefined) =>
  b !== undefined && "rules" in b && b.per === "company" && b.rules.length > 0;

/** Calls `send` until it is refused with 429 (at most `max` times); the calls that passed and the 429. */
async function untilRefused(
  max: number,
  send: () => Promise<{ status: number; headers: object; body: unknown }>,
) {
  let passed = 0;
  for (let i = 0; i < max; i++) {
    const r = await send();
    if (r.status === 429) return { passed, refused: r };
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    passed++;
  }
  return { passed, refused: null };
}

describe("a seller toggling its product between archived and for sale", () => {
  it("is refused past its company's status budget, with Retry-After; another company goes on", async () => {
    const a = await h.seller();
    const b = await h.seller();
    const moderator = await t.createUser({ role: "moderator" });
    const product = await h.inStatus(a, "approved", { moderatorId: moderator.id });
    const other = await h.inStatus(b, "approved", { moderatorId: moderator.id });
    const minute = LISTING_RATE_RULES.statusMinute;

    let archived = false;
    const { passed, refused } = await untilRefused(LISTING_RATE_RULES.statusHour.limit + 5, async () => {
      const r = await h.action(a.headers, archived ? "from-archive" : "to-archive", [product.id]);
      if (r.status === 200) archived = !archived;
      return r;
    });
    if (!refused) throw new Error(`${passed} status changes in a row were all accepted`);
    // (A very slow machine may see the minute's window start again once.)
    expect(passed).toBeGreaterThanOrEqual(minute.limit);
    expect(passed).toBeLessThan(2 * minute.limit);
    const wait = Number((refused.headers as Record<string, string>)["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(minute.windowSeconds);
    expect((refused.body as { detail: string }).detail).toBe(
      `Too many attempts. Try again in ${wait} seconds.`,
    );
    // The refused call changed nothing, and says so in French too.
    expect(await h.statusOf(product.id)).toBe(archived ? "archived" : "approved");
    const fr = await h.call("POST", `${P}/${archived ? "from-archive" : "to-archive"}/`, {
      headers: a.headers,
      payload: { products_ids: [product.id] },
      lang: "fr",
    });
    expect(fr.status).toBe(429);
    expect(fr.body.detail).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);

    // Another company is not affected.
    await h.action(b.headers, "to-archive", [other.id], 200);
    await h.action(b.headers, "from-archive", [other.id], 200);
    expect(await h.statusOf(other.id)).toBe("approved");
  });
});

describe("a buyer's writes", () => {
  it("are refused past the write budget, with Retry-After; another buyer goes on", async () => {
    const buyer = await h.signedIn();
    const other = await h.signedIn();
    const forget = (headers: Record<string, string>) =>
      h.call("DELETE", "/api/search/history/", { headers, lang: "fr" });
    const rule = WRITE_RATE_RULES.user;
    const { passed, refused } = await untilRefused(2 * rule.limit + 5, () => forget(buyer.headers));
    if (!refused) throw new Error(`${passed} writes in a row were all accepted`);
    expect(passed).toBeGreaterThanOrEqual(rule.limit);
    expect(passed).toBeLessThan(2 * rule.limit);
    const wait = Number((refused.headers as Record<string, string>)["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(rule.windowSeconds);
    expect((refused.body as { detail: string }).detail).toBe(
      `Trop de tentatives. Réessayez dans ${wait} secondes.`,
    );
    expect((await forget(other.headers)).status).toBeLessThan(300);
  });
});

describe("a guest's writes", () => {
  it("are refused past the write budget of its address; another address goes on", async () => {
    const [article] = await t.database.rows<{ slug: string }>(
      sql`select slug from articles where status = 'published' order by id limit 1`,
    );
    if (!article) throw new Error("the demo has a published article");
    const view = async (remoteAddress: string) => {
      const r = await t.app.inject({
        method: "POST",
        url: `/api/blog/articles/${article.slug}/view/`,
        headers: { "accept-language": "en", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
        remoteAddress,
      });
      return { status: r.statusCode, headers: r.headers, body: r.json() as unknown };
    };
    const address = nextIp();
    const rule = WRITE_RATE_RULES.guest;
    const { passed, refused } = await untilRefused(2 * rule.limit + 5, () => view(address));
    if (!refused) throw new Error(`${passed} writes in a row were all accepted`);
    expect(passed).toBeGreaterThanOrEqual(rule.limit);
    expect(passed).toBeLessThan(2 * rule.limit);
    expect(Number((refused.headers as Record<string, string>)["retry-after"])).toBeGreaterThan(0);
    expect((await view(nextIp())).status).toBe(202);
  });
});

describe("archiving a product the public does not see", () => {
  it("keeps the catalogue's data version; archiving or restoring one for sale moves it", async () => {
    const s = await h.seller();
    const draft = await h.readyDraft(s.headers);
    const forSale = await h.inStatus(s, "approved");
    const version = await catalogVersion(t.database);
    await h.action(s.headers, "to-archive", [draft.id], 200);
    await h.action(s.headers, "from-archive", [draft.id], 200);
    expect(await h.statusOf(draft.id)).toBe("draft");
    // Its edits, prices, photos, and sending it to moderation keep the version too.
    const edited = await h.call("PATCH", `${P}/${draft.id}/`, {
      headers: s.headers,
      payload: { price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 4100 }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const photo = await h.upload(s.headers, draft.id, await image("png"));
    expect(photo.status).toBe(201);
    const first = photo.body.photos[0];
    if (!first) throw new Error("the draft has photos");
    const removed = await h.call("DELETE", `${P}/${draft.id}/photos/${first.id}/`, { headers: s.headers });
    expect(removed.status).toBe(200);
    await h.action(s.headers, "verify", [draft.id], 200);
    // So does a company in the making (any signed-in user can start one) and its offices.
    const company = await h.seller({ draft: true });
    const saved = await h.call("PUT", `/api/sellers/${company.sellerId}/`, {
      headers: company.headers,
      payload: { about: "Hosting and repairs since 2019." },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const office = await h.call("POST", `/api/sellers/${company.sellerId}/offices/`, {
      headers: company.headers,
      payload: { name: "Warehouse", address: "2 Dock Road", country_iso: "US", city_id: fx.usCity },
    });
    expect(office.status, JSON.stringify(office.body)).toBeLessThan(300);
    expect(await catalogVersion(t.database)).toBe(version);

    await h.action(s.headers, "to-archive", [forSale.id], 200);
    const archived = await catalogVersion(t.database);
    expect(archived).toBeGreaterThan(version);
    await h.action(s.headers, "from-archive", [forSale.id], 200);
    expect(await catalogVersion(t.database)).toBeGreaterThan(archived);
  });
});
