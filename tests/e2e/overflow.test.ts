/**
 * No page scrolls sideways on a phone (issue 30, item 7): every page of the route table
 * (src/web/routes.ts) — public pages, the auth pages, the buyer's and the seller's workspaces, the
 * moderator console, requests and orders — in English and in French, at 320 and 375 px, is no
 * wider than the viewport. The list of pages comes from the route table itself: a new page fails
 * this test until it is given the value of its `:param` below (from set-up data made through the
 * API) or a reason to be left out. Each page is opened by the role whose layout it belongs to.
 * French pages show no raw enum value (`bank_transfer`, `brand_new`) either, and the values that
 * were English or unformatted on them are checked by name, in both languages, with axe.
 *
 * One browser; four pages at a time, each worker with a context per role (signed in once); each
 * page is loaded once per language and measured at both widths.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import routes from "../../src/web/routes.ts";
import {
  baseUrl,
  expectAccessible,
  hydrated,
  launch,
  overflow,
  PAGE_OPTIONS,
  recordConsoleErrors,
} from "./browser.ts";
import {
  activeCompany,
  apiJson,
  hashrateCategory,
  mailLink,
  productSentForVerification,
  registerVerified,
  signInPage,
  waitForMail,
} from "./journey-api.ts";

type Role = "guest" | "buyer" | "seller" | "admin";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** A page of the route table: its path without the "fr?" prefix and the layout it renders in. */
interface PageRoute {
  path: string;
  layout: string;
}

function pageRoutes(entries: readonly RouteEntry[], layout = ""): PageRoute[] {
  return entries.flatMap((r) => {
    if (r.children) return pageRoutes(r.children, r.path === undefined ? r.file : layout);
    // Resource routes (.ts) render no page.
    if (!r.file.endsWith(".tsx")) return [];
    const path = (r.path ?? "").replace(/^fr\?\/?/, "");
    return [{ path: `/${path}`, layout }];
  });
}

/**
 * Pages opened with a query: the request form is for a product; the verification page for an
 * address that waits for its code; the newsletter pages from the links of its e-mails (set-up).
 */
const QUERIES = new Map<string, string>();

/**
 * Pages whose normal answer is not 200: the link of an alerts digest carries a token signed with
 * the server's key, which a test cannot make; its page for a link that is not valid is measured.
 */
const EXPECTED_STATUS: Record<string, number> = { "/alerts/unsubscribe": 404 };

/** Pages left out, with why. */
const LEFT_OUT: Record<string, string> = {
  "/dev/mailbox": "the dev mailbox is a developer's tool, served in tests and `npm run dev` only",
  "/dev/mailbox/:id": "the dev mailbox is a developer's tool, served in tests and `npm run dev` only",
};

/** The pages of `/orders` and the business account are a signed-in buyer's; the rest by layout. */
function roleOf(route: PageRoute): Role {
  if (route.layout.endsWith("admin.tsx")) return "admin";
  if (route.layout.endsWith("seller.tsx")) return "seller";
  if (route.layout.endsWith("buyer.tsx")) return "buyer";
  if (route.path.startsWith("/orders") || route.path === "/business-account") return "buyer";
  return "guest";
}

const stamp = Date.now().toString(36);
const seller = {
  name: "Olga Overflow",
  email: `overflow-seller-${stamp}@example.com`,
  password: "Seller-pass1",
};
const buyer = {
  name: "Omar Overflow",
  email: `overflow-buyer-${stamp}@example.com`,
  password: "Buyer-pass1",
};
const admin = () => inject("admin");

/** The value of each `:param` path, filled by the set-up. */
const concrete = new Map<string, string>();

async function setUp() {
  const sellerToken = await registerVerified(seller);
  // A long company name without spaces: headings and cards must wrap it.
  const companyId = await activeCompany(sellerToken, { name: `Overflowing Hashworks ${stamp}` });
  const product = await productSentForVerification(sellerToken, {
    name: `Overflow rig ${stamp} with a long name that has to wrap on a phone`,
    categoryId: await hashrateCategory(),
    deliveryRegions: ["NA", "EU"],
    photoColor: { r: 90, g: 30, b: 160 },
    // Tiers, an offer and a power draw: the product page's price block, tier table and profit.
    priceTiers: [
      { min_quantity: 1, max_quantity: 9, unit_price: 5400 },
      { min_quantity: 10, max_quantity: null, unit_price: 5200 },
    ],
    offer: { discount: 150, endsAt: new Date(Date.now() + 20 * 86_400_000).toISOString() },
    consumptionW: 3500,
  });
  const adminToken = (await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin()))
    .access;
  await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, adminToken);
  // A company change waiting for a moderator.
  await apiJson("PUT", `/api/sellers/${companyId}/`, { about: "We repair hashboards too." }, sellerToken);
  const changes = await apiJson<{ results: { id: number }[] }>(
    "GET",
    "/api/moderation/queue/?kind=seller_change",
    undefined,
    adminToken,
  );
  // A draft service of the seller.
  const serviceCategories = await apiJson<{ results: { id: number }[] }>(
    "GET",
    "/api/services-catalog/categories",
  );
  const serviceCategory = serviceCategories.results[0]?.id;
  const service = await apiJson<{ id: number }>(
    "POST",
    "/api/services-catalog/services/",
    { name: "Hashboard repair", category_id: serviceCategory },
    sellerToken,
  );
  // Two requests for quote, both quoted: one accepted (an order), the other open for comparison.
  const buyerToken = await registerVerified(buyer);
  const quoted = async (quantity: number) => {
    const request = await apiJson<{ id: number }>(
      "POST",
      "/api/orders/requests/",
      { product_id: product.id, quantity, delivery_country: "DE", delivery_city: "Leipzig" },
      buyerToken,
    );
    const seen = await apiJson<{ quotes: { id: number }[] }>(
      "GET",
      `/api/orders/requests/${request.id}/`,
      undefined,
      sellerToken,
    );
    const quoteId = seen.quotes[0]?.id;
    await apiJson(
      "POST",
      `/api/orders/quotes/${quoteId}/submit/`,
      {
        tiers: [{ min_quantity: 1, unit_price: 5150 }],
        currency: "USD",
        lead_time_days: 10,
        incoterm: "DAP",
        warranty_months: 12,
        valid_until: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        terms: "Delivered to the dock; the buyer unloads.",
        payment_terms: "30% deposit, balance before shipping",
        payment_instructions: "IBAN DE89 3704 0044 0532 0130 00, reference: the order number",
      },
      sellerToken,
    );
    return { requestId: request.id, quoteId };
  };
  const first = await quoted(12);
  const open = await quoted(3);
  const seen = await apiJson<{ quotes: { id: number; total: number | null }[] }>(
    "GET",
    `/api/orders/requests/${first.requestId}/`,
    undefined,
    buyerToken,
  );
  const accepted = await apiJson<{ quotes: { order_id: number | null }[] }>(
    "POST",
    `/api/orders/quotes/${first.quoteId}/accept/`,
    { confirm_total: seen.quotes.find((q) => q.id === first.quoteId)?.total },
    buyerToken,
  );
  const orderId = accepted.quotes.find((q) => q.order_id !== null)?.order_id;
  // Feedback and a newsletter issue for the console.
  await apiJson("POST", "/api/forms/feedback/", {
    name: "Olga Overflow",
    email: seller.email,
    topic: "question",
    message: `Does the calculator count the pool fee? ${"Long-words-without-spaces".repeat(4)}`,
  });
  const feedback = await apiJson<{ results: { id: number }[] }>(
    "GET",
    "/api/moderation/feedback/",
    undefined,
    adminToken,
  );
  const issue = await apiJson<{ id: number }>(
    "POST",
    "/api/moderation/newsletter/issues/",
    {
      subject_en: "November on RigMarket",
      body_en: "New miners and **lower prices**.",
      subject_fr: "Novembre sur RigMarket",
      body_fr: "De nouveaux mineurs et des **prix en baisse**.",
      topics: ["market"],
    },
    adminToken,
  );
  // A newsletter subscription: the confirmation link, then (confirmed) the welcome mail's links.
  // Two readers: a confirmation link is used once (the first reader's, for the welcome mail).
  const confirmLink = async (reader: string) => {
    await apiJson("POST", "/api/newsletter/subscribe/", { email: reader });
    return mailLink((await waitForMail(reader, /^Confirm your subscription/)).text, "/newsletter/confirm");
  };
  const reader = `overflow-reader-${stamp}@example.com`;
  const used = await confirmLink(reader);
  await apiJson("POST", "/api/newsletter/confirm/", {
    token: new URL(used, baseUrl()).searchParams.get("token"),
  });
  const welcome = (await waitForMail(reader, /^Welcome to the RigMarket newsletter/)).text;
  QUERIES.set("/newsletter/confirm", await confirmLink(`overflow-reader2-${stamp}@example.com`));
  QUERIES.set("/newsletter/preferences", mailLink(welcome, "/newsletter/preferences"));
  QUERIES.set("/newsletter/unsubscribe", mailLink(welcome, "/newsletter/unsubscribe"));
  QUERIES.set("/orders/new", `/orders/new?sku=${encodeURIComponent(product.sku)}`);
  QUERIES.set(
    "/auth-verification",
    `/auth-verification?email=${encodeURIComponent(`overflow-new-${stamp}@example.com`)}`,
  );
  QUERIES.set("/alerts/unsubscribe", "/alerts/unsubscribe?token=not-a-valid-token");
  // Public data of the demo catalogue.
  const services = await apiJson<{ results: { id: number }[] }>("GET", "/api/search/services/?page_size=1");
  const articles = await apiJson<{ results: { slug: string }[] }>("GET", "/api/blog/articles/?page_size=1");
  const editorArticles = await apiJson<{ results: { id: number }[] }>(
    "GET",
    "/api/moderation/articles/",
    undefined,
    adminToken,
  );
  const directory = await apiJson<{ results: { id: number }[] }>(
    "GET",
    "/api/moderation/directory/",
    undefined,
    adminToken,
  );
  const models = await apiJson<{ id: number }[]>("GET", "/api/models/miners/simple/");
  const values: Record<string, unknown> = {
    "/product/:sku": product.sku,
    "/model/:id": models[0]?.id,
    "/service/:id": services.results[0]?.id,
    "/company/:id": companyId,
    "/pulse/articles/:slug": articles.results[0]?.slug,
    "/orders/requests/:id": open.requestId,
    "/orders/:id": orderId,
    "/firmware/:brand": "bitmain",
    "/firmware/:brand/:model": "bitmain/antminer-s21",
    "/seller-products/edit/:sku": product.sku,
    "/seller-services/add/category/:categoryId": serviceCategory,
    "/seller-services/edit/:id": service.id,
    "/admin/products/:id": product.id,
    "/admin/seller-changes/:id": changes.results[0]?.id,
    "/admin/services/:id": services.results[0]?.id,
    "/admin/articles/:id": editorArticles.results[0]?.id,
    "/admin/feedback/:id": feedback.results[0]?.id,
    "/admin/newsletter/issues/:id": issue.id,
    "/admin/directory/new/:kind": "pool",
    "/admin/directory/:id": directory.results[0]?.id,
    // The 404 page.
    "/*": `no-such-page-${stamp}`,
  };
  for (const [pattern, value] of Object.entries(values)) {
    expect(value, pattern).toBeDefined();
    concrete.set(pattern, pattern.replace(/(:\w+(\/:\w+)*|\*)$/, String(value)));
    if (pattern === "/*") EXPECTED_STATUS[pattern] = 404;
  }
}

/** The path to open for a route: itself, with its query, or with its parameters from the set-up. */
function openable(route: PageRoute): string | undefined {
  return /[:*]/.test(route.path) ? concrete.get(route.path) : (QUERIES.get(route.path) ?? route.path);
}

let browser: Browser;
const consoleErrors: string[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

/** A worker's page of each role (signed in once, on first use). */
function worker() {
  const pages = new Map<Role, Promise<Page>>();
  return (role: Role): Promise<Page> => {
    let page = pages.get(role);
    if (!page) {
      page = (async () => {
        const context = await browser.newContext({ ...PAGE_OPTIONS, viewport: { width: 375, height: 800 } });
        contexts.push(context);
        const p = await context.newPage();
        recordConsoleErrors(p, consoleErrors);
        const user =
          role === "seller" ? seller : role === "buyer" ? buyer : role === "admin" ? admin() : null;
        if (user) await signInPage(p, user, "/");
        return p;
      })();
      pages.set(role, page);
    }
    return page;
  };
}

/** The phone widths measured: the page is opened at the first and measured again at each next. */
const WIDTHS = [320, 375];

interface Visit {
  path: string;
  role: Role;
  /** 200, or the page's normal answer (EXPECTED_STATUS; 404 for the not-found page). */
  status: number;
}

/**
 * What is wrong with one page: its status, how it overflows at each width (opened at 320 px, then
 * the window widened as a phone turned or a bigger phone would), raw enum values.
 */
async function check(page: Page, { path, status: expected }: Visit): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0] as number, height: 800 });
  const res = await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
  const problems: string[] = [];
  const status = res?.status() ?? 0;
  if (status !== expected) problems.push(`status ${status}`);
  const url = new URL(page.url());
  if (url.pathname !== path.split("?")[0]) problems.push(`ended on ${url.pathname}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const o = await overflow(page);
    if (o.scrollWidth > o.width)
      problems.push(`${o.scrollWidth} px wide at ${width} px: ${o.wide.join(", ")}`);
  }
  if (path.startsWith("/fr")) {
    // A value of the code (snake_case) on a French page: `bank_transfer`, `brand_new`.
    const raw = await page.evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown (textContent has the scripts' data)
      () => document.body.innerText.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g)?.slice(0, 5) ?? [],
    );
    if (raw.length > 0) problems.push(`raw values: ${raw.join(", ")}`);
  }
  return problems;
}

describe("every page on a phone", () => {
  const all = pageRoutes(routes as RouteEntry[]);

  it("has set-up data for every page of the route table that needs some (through the API)", async () => {
    await setUp();
    const missing = all.filter((r) => !(r.path in LEFT_OUT) && openable(r) === undefined).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it("fits 320 and 375 px on every page, in English and in French, with no raw value in French", async () => {
    const visits: Visit[] = [];
    for (const route of all) {
      const path = openable(route);
      if (route.path in LEFT_OUT || !path) continue;
      for (const p of [path, path === "/" ? "/fr" : `/fr${path}`])
        visits.push({ path: p, role: roleOf(route), status: EXPECTED_STATUS[route.path] ?? 200 });
    }
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const pageOf = worker();
        for (let visit = visits[next++]; visit; visit = visits[next++]) {
          const problems = await check(await pageOf(visit.role), visit);
          if (problems.length > 0) failures.push(`${visit.path} (${visit.role}): ${problems.join("; ")}`);
        }
      }),
    );
    expect(failures.sort()).toEqual([]);
    // Every page of the table was opened, in both languages.
    expect(visits.length).toBe((all.length - Object.keys(LEFT_OUT).length) * 2);
  }, 600_000);

  it("names conditions, prices and properties in the page's language (issue 30)", async () => {
    const pageOf = worker();
    const text = async (page: Page, path: string) => {
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      await expectAccessible(page);
      return (await page.getByRole("main").textContent()) ?? "";
    };
    // The product conditions of the add form, before a category is chosen.
    const seller = await pageOf("seller");
    for (const [path, label, names] of [
      ["/seller-products/add", "Condition", ["New", "Brand new", "Used", "Tested"]],
      ["/fr/seller-products/add", "État", ["Neuf", "Neuf sous scellé", "D’occasion", "Testé"]],
    ] as const) {
      await text(seller, path);
      expect(await seller.getByLabel(label, { exact: true }).locator("option").allTextContents()).toEqual(
        names,
      );
    }
    // The electricity price of the comparison of quotes, per kWh, formatted for the language.
    const buyer = await pageOf("buyer");
    const request = concrete.get("/orders/requests/:id") as string;
    expect(await text(buyer, request)).toContain("Profit and payback at $0.08 per kWh.");
    expect(await text(buyer, `/fr${request}`)).toMatch(
      /Profit et retour sur investissement à 0,08\s\$US le kWh\./,
    );
    // The console: a product's price tiers and a service's properties, in the moderator's language.
    const admin = await pageOf("admin");
    const product = concrete.get("/admin/products/:id") as string;
    const en = await text(admin, product);
    expect(en).toContain("1–9 pcs: $5,400; 10+ pcs: $5,200");
    expect(en).toMatch(/Hashrate: 200 TH\/s; Algorithm: SHA-256/);
    expect(en).toContain("China");
    const frProduct = await text(admin, `/fr${product}`);
    expect(frProduct).toMatch(/1 à 9 pcs\s:\s5\s400\s\$US; 10 pcs et plus\s:\s5\s200\s\$US/);
    expect(frProduct).toMatch(/Algorithme\s:\sSHA-256/);
    expect(frProduct).toContain("Chine");
    expect(frProduct).toMatch(/Statut\s:\sEn vente/);
    expect(frProduct).not.toMatch(/unit: TH\/s|\bCN\b/);
    const service = concrete.get("/admin/services/:id") as string;
    expect(await text(admin, service)).toMatch(/On site: (Yes|No)/);
    const fr = await text(admin, `/fr${service}`);
    expect(fr).toMatch(/Durée habituelle\s:\s\d+\sjours/);
    expect(fr).toMatch(/Sur site\s:\s(Oui|Non)/);
    expect(fr).not.toMatch(/on_site|typical_days/);
  });

  it("logs no error", () => {
    expect(consoleErrors).toEqual([]);
  });
});
