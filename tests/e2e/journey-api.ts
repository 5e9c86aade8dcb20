/**
 * What the browser journeys set up or read through the API rather than the pages: the dev mailbox,
 * JSON calls with a Bearer token or through a page's session (with its CSRF header), and sellers
 * with an active company and products sent for verification.
 */
import http from "node:http";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { baseUrl, clearCookies } from "./browser.ts";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A random loopback address other than 127.0.0.x (Linux answers on all of 127.0.0.0/8). */
const loopbackAddress = () => {
  const byte = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
  return `127.${byte(1, 254)}.${byte(0, 255)}.${byte(1, 254)}`;
};

/**
 * One HTTP request to the test server that follows no redirect, from a random loopback address of
 * its own: the journeys' set-up calls (sign-ups, sign-ins) then do not add up against the
 * per-address rate limits that the browser's own requests (127.0.0.1) meet — nor against each
 * other across the files of the run (a counter restarted in each file gave every file's first
 * sign-up the same address: past 10 files the sign-up limit refused them).
 */
export function rawRequest(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, baseUrl()),
      { method, headers: opts.headers, localAddress: loopbackAddress() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

/**
 * Signs `page` in as `user` and opens `next`: the sign-in page's own form post, sent by rawRequest
 * (a loopback address of its own) and its cookies handed to the browser. For journeys about what a
 * signed-in user does: the browser's own sign-ins all come from 127.0.0.1 and share its per-address
 * sign-in limit, which the journeys about signing in (accounts, chat, moderation) need.
 */
export async function signInPage(
  page: Page,
  user: { email: string; password: string },
  next: string,
  origin = baseUrl(),
): Promise<void> {
  await clearCookies(page);
  const res = await rawRequest("POST", `${origin}/sign-in?next=${encodeURIComponent(next)}`, {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(origin).origin },
    body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
  });
  if (res.status !== 302)
    throw new Error(`sign-in of ${user.email}: ${res.status} ${res.body.slice(0, 200)}`);
  const now = Date.now() / 1000;
  await page.context().addCookies(
    (res.headers["set-cookie"] ?? []).map((line) => {
      const [pair = "", ...attributes] = line.split(";").map((p) => p.trim());
      const eq = pair.indexOf("=");
      const attr = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name))?.split("=")[1];
      const maxAge = attr("max-age");
      const sameSite = attr("samesite")?.toLowerCase();
      return {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        url: origin,
        httpOnly: attributes.some((a) => a.toLowerCase() === "httponly"),
        sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
        ...(maxAge ? { expires: now + Number(maxAge) } : {}),
      } as const;
    }),
  );
  await page.goto(`${origin}${next}`);
}

/**
 * A JSON call to the API, with a Bearer token when one is given (no CSRF token needed), in English.
 * Fails with the method, path, status and body on a 4xx or 5xx answer; answers the parsed body
 * (`null` when empty).
 */
export async function apiJson<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await rawRequest(method, path, {
    headers: {
      accept: "application/json",
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
  return (res.body ? JSON.parse(res.body) : null) as T;
}

/** The id of the "SHA-256 ASIC miners" subcategory of "Miners", from the public category menu. */
export async function sha256MinersCategoryId(): Promise<number> {
  const menu = await apiJson<{ name: string; children: { id: number; name: string }[] }[]>(
    "GET",
    "/api/products-catalog/categories/menu/",
  );
  const id = menu
    .find((c) => c.name === "Miners")
    ?.children.find((c) => c.name === "SHA-256 ASIC miners")?.id;
  if (id === undefined) throw new Error("No SHA-256 ASIC miners category in the menu");
  return id;
}

/**
 * A same-origin API call through `page` (its cookies, so its session) with the CSRF header taken
 * from the `csrftoken` cookie. Answers the status and the JSON body; does not fail on an error status.
 */
export async function pageApi(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.fetch(`${baseUrl()}${path}`, {
    method,
    data: data as never,
    headers: { "x-csrftoken": csrf, accept: "application/json" },
  });
  // biome-ignore lint/suspicious/noExplicitAny: test data
  return { status: res.status(), body: (await res.json()) as any };
}

export interface Mail {
  id: number;
  text: string;
}

/** How long the journeys wait for the job queue to deliver a mail. */
const MAIL_POLL = { timeout: 20_000, interval: 250 };

/** The newest mail in the dev mailbox of `to` whose subject matches and whose id is above `after`, if any yet. */
async function findMail(to: string, subject: RegExp, after = 0): Promise<Mail | undefined> {
  const list = await apiJson<{ results: { id: number; subject: string }[] }>(
    "GET",
    `/api/dev/mailbox/?to=${encodeURIComponent(to)}`,
  );
  const found = list.results.find((m) => m.id > after && subject.test(m.subject));
  if (!found) return undefined;
  const mail = await apiJson<{ text: string }>("GET", `/api/dev/mailbox/${found.id}`);
  return { id: found.id, text: mail.text };
}

/**
 * The newest mail to `to` whose subject matches (and whose id is above `after`), polled in the dev
 * mailbox until the job queue delivered it (20 s at most).
 */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = await findMail(to, subject, after);
      return mail !== undefined;
    }, MAIL_POLL)
    .toBe(true);
  return mail as Mail;
}

/**
 * The 6-digit code mailed to `to`, polled in the dev mailbox until a mail whose subject matches
 * holds one (20 s at most). The default subject is the English sign-up code's.
 */
export async function mailedCode(to: string, subject = /is your RigMarket code/): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const mail = await findMail(to, subject);
      code = mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? "") : "";
      return code !== "";
    }, MAIL_POLL)
    .toBe(true);
  return code;
}

/** A link of a mail's text (`…/newsletter/confirm?token=…`), as a path of the test server. */
export function mailLink(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, "\\/")}\\?token=\\S+)`).exec(text);
  if (!m?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return m[1];
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/** A verified account made through the API (sign-up, then the mailed code); answers its access token. */
export async function registerVerified(user: NewUser): Promise<string> {
  await apiJson("POST", "/api/accounts/register/", {
    name: user.name,
    email: user.email,
    password: user.password,
    password_confirm: user.password,
  });
  const pair = await apiJson<{ access: string }>("POST", "/api/accounts/registration-code/verify/", {
    email: user.email,
    code: await mailedCode(user.email),
  });
  return pair.access;
}

/**
 * Signs up on the English /sign-up page, types the mailed code on /auth-verification and waits for
 * the buyer account: `page` is then signed in as a verified user.
 */
export async function signUpInBrowser(page: Page, user: NewUser): Promise<void> {
  await page.goto(`${baseUrl()}/sign-up`);
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm the password").fill(user.password);
  await page.getByRole("button", { name: "Create the account" }).click();
  await page.waitForURL(/\/auth-verification\?/);
  await page.getByLabel("Code").fill(await mailedCode(user.email));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/buyer-account$/);
}

/** A seller's company: its name (the legal name adds " LLC"), and where it is when not the default. */
export interface CompanyDetails {
  name: string;
  /** Default "1 Main Street, Austin". */
  address?: string;
  /** Default "+1 201 555 0123". */
  phone?: string;
}

/** The business-account body of a company in the US (North America region), in `cityId`. */
function companyBody(company: CompanyDetails, cityId: number | undefined) {
  return {
    company_name: company.name,
    legal_name: `${company.name} LLC`,
    head_office_address: company.address ?? "1 Main Street, Austin",
    country_iso: "US",
    city_id: cityId,
    region_code: "NA",
    phone: company.phone ?? "+1 201 555 0123",
  };
}

const FIRST_US_CITY = "/api/search/cities/?country=US&page_size=1";

/**
 * Makes the verified account of `token` a seller: creates its company in the first US city and
 * completes the business-account steps, through the API. Answers the company's id.
 */
export async function activeCompany(token: string, company: CompanyDetails): Promise<number> {
  const cities = await apiJson<{ results: { id: number }[] }>("GET", FIRST_US_CITY);
  const created = await apiJson<{ id: number }>(
    "POST",
    "/api/sellers/",
    companyBody(company, cities.results[0]?.id),
    token,
  );
  await apiJson("POST", `/api/sellers/${created.id}/complete/`, undefined, token);
  return created.id;
}

/**
 * The same as `activeCompany` for the user signed in on `page`, through its session: expects 201
 * for the company and 200 for completing it. Answers the company's id.
 */
export async function activeCompanyInPage(page: Page, company: CompanyDetails): Promise<number> {
  const cities = await pageApi(page, "GET", FIRST_US_CITY);
  const created = await pageApi(
    page,
    "POST",
    "/api/sellers/",
    companyBody(company, cities.body.results[0].id),
  );
  expect(created.status).toBe(201);
  expect((await pageApi(page, "POST", `/api/sellers/${created.body.id}/complete/`)).status).toBe(200);
  return created.body.id;
}

/** A verified seller with an active company, through the API; answers the seller's access token. */
export async function verifiedSeller(user: NewUser, company: CompanyDetails): Promise<string> {
  const token = await registerVerified(user);
  await activeCompany(token, company);
  return token;
}

/** The first product subcategory whose form asks for the hashrate (a miner subcategory). */
export async function hashrateCategory(): Promise<number> {
  const categories = await apiJson<{ results: { id: number; parent_id: number | null }[] }>(
    "GET",
    "/api/products-catalog/categories/?page_size=100",
  );
  let categoryId = 0;
  for (const c of categories.results.filter((x) => x.parent_id !== null)) {
    const form = await apiJson<{ specifications: { key: string }[] }>(
      "GET",
      `/api/products-catalog/properties/form-data?category_id=${c.id}`,
    );
    if (form.specifications.some((s) => s.key === "hashrate")) {
      categoryId = c.id;
      break;
    }
  }
  expect(categoryId).toBeGreaterThan(0);
  return categoryId;
}

export interface MinerProduct {
  name: string;
  categoryId: number | undefined;
  deliveryRegions: string[];
  /** The colour of its 64×64 JPEG photo. */
  photoColor: { r: number; g: number; b: number };
  /** Its miner model (issue 21: several sellers of one model). */
  modelId?: number;
  /** Its quantity tiers (default: one tier, 5,200 USD from 1 unit). */
  priceTiers?: { min_quantity: number; max_quantity: number | null; unit_price: number }[];
  /** A special offer: a discount per unit until `endsAt` (ISO 8601, at most 90 days ahead). */
  offer?: { discount: number; endsAt: string };
  /** Its power draw in watts (with it, the pages show its profit and payback). */
  consumptionW?: number;
  /** Specifications besides the 200 TH/s SHA-256 (the minable coins, say). */
  specs?: Record<string, unknown>;
  /** Its unit price in USD (default 5,200). */
  unitPrice?: number;
}

/** A new miner draft (200 TH/s SHA-256) of the seller of `token`, without photos, through the API. */
export async function minerDraft(
  token: string,
  product: Omit<MinerProduct, "photoColor">,
): Promise<{ id: number; sku: string }> {
  return apiJson<{ id: number; sku: string }>(
    "POST",
    "/api/products-catalog/products/",
    {
      name: product.name,
      category_id: product.categoryId,
      condition: "new",
      country_of_origin: "CN",
      description: "Sealed boxes, shipped from Austin.",
      price_tiers: product.priceTiers ?? [
        { min_quantity: 1, max_quantity: null, unit_price: product.unitPrice ?? 5200 },
      ],
      specs: {
        hashrate: { value: 200, unit: "TH/s" },
        algorithm: "SHA-256",
        ...(product.consumptionW ? { consumption: product.consumptionW } : {}),
        ...product.specs,
      },
      delivery_regions: product.deliveryRegions,
      ...(product.modelId ? { model_id: product.modelId } : {}),
      ...(product.offer
        ? { discount_amount: product.offer.discount, discount_ends_at: product.offer.endsAt }
        : {}),
    },
    token,
  );
}

/**
 * A complete new miner (200 TH/s SHA-256, 5,200 USD unless given) of the seller of `token`, with one photo
 * (expects 201 for it), sent for verification, all through the API. Answers its id and SKU.
 */
export async function productSentForVerification(
  token: string,
  product: MinerProduct,
): Promise<{ id: number; sku: string }> {
  const created = await minerDraft(token, product);
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: product.photoColor },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const up = await fetch(`${baseUrl()}/api/products-catalog/products/${created.id}/photos/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(up.status).toBe(201);
  await apiJson("POST", "/api/products-catalog/products/verify/", { products_ids: [created.id] }, token);
  return { id: created.id, sku: created.sku };
}
