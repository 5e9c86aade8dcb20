/**
 * The moderator's journey (issue 6, "Moderator side"): a seller (set up through the API) sends a
 * product for verification; guests are sent to sign in and sellers get a 403 page; the moderator
 * (the admin of global-setup.ts) signs in, finds the product in the queue, reads it side by side
 * and rejects it with a reason; the seller fixes and resends; the moderator approves it with the
 * bulk "Approve selected"; the product page is public; the decision log lists both decisions; the
 * queue once in French. Axe on the queue and review pages.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, type Journey, openJourney } from "./browser.ts";

let journey: Journey;
let page: Page;
let consoleErrors: string[];

const stamp = Date.now().toString(36);
const seller = { email: `mod-seller-${stamp}@example.com`, password: "Seller-pass1", token: "" };
const productName = `Moderated rig ${stamp}`;
const fixedName = `Moderated rig ${stamp} fixed`;
let product = { id: 0, sku: "" };

/** A JSON call to the API as the seller (Bearer: no CSRF token needed). */
async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      accept: "application/json",
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(seller.token ? { authorization: `Bearer ${seller.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function mailedCode(to: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const list = await api<{ results: { id: number; subject: string }[] }>(
          "GET",
          `/api/dev/mailbox/?to=${encodeURIComponent(to)}`,
        );
        const found = list.results.find((m) => /code/i.test(m.subject));
        if (!found) return false;
        const mail = await api<{ text: string }>("GET", `/api/dev/mailbox/${found.id}`);
        code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
        return code !== "";
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return code;
}

/** A seller with an active company and a complete product sent for verification, all through the API. */
async function sellerSendsProduct() {
  await api("POST", "/api/accounts/register/", {
    name: "Moderated Seller",
    email: seller.email,
    password: seller.password,
    password_confirm: seller.password,
  });
  const pair = await api<{ access: string }>("POST", "/api/accounts/registration-code/verify/", {
    email: seller.email,
    code: await mailedCode(seller.email),
  });
  seller.token = pair.access;
  const cities = await api<{ results: { id: number }[] }>(
    "GET",
    "/api/search/cities/?country=US&page_size=1",
  );
  const company = await api<{ id: number }>("POST", "/api/sellers/", {
    company_name: `Moderated Rigs ${stamp}`,
    legal_name: `Moderated Rigs ${stamp} LLC`,
    head_office_address: "1 Main Street, Austin",
    country_iso: "US",
    city_id: cities.results[0]?.id,
    region_code: "NA",
    phone: "+1 201 555 0123",
  });
  await api("POST", `/api/sellers/${company.id}/complete/`);

  // A miner subcategory: its form asks for the hashrate.
  const categories = await api<{ results: { id: number; parent_id: number | null }[] }>(
    "GET",
    "/api/products-catalog/categories/?page_size=100",
  );
  let categoryId = 0;
  for (const c of categories.results.filter((x) => x.parent_id !== null)) {
    const form = await api<{ specifications: { key: string }[] }>(
      "GET",
      `/api/products-catalog/properties/form-data?category_id=${c.id}`,
    );
    if (form.specifications.some((s) => s.key === "hashrate")) {
      categoryId = c.id;
      break;
    }
  }
  expect(categoryId).toBeGreaterThan(0);
  const created = await api<{ id: number; sku: string }>("POST", "/api/products-catalog/products/", {
    name: productName,
    category_id: categoryId,
    condition: "new",
    country_of_origin: "CN",
    description: "Sealed boxes, shipped from Austin.",
    price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 5200 }],
    specs: { hashrate: { value: 200, unit: "TH/s" }, algorithm: "SHA-256" },
    delivery_regions: ["NA", "EU"],
  });
  product = { id: created.id, sku: created.sku };
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 60, b: 20 } },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const up = await fetch(`${baseUrl()}/api/products-catalog/products/${product.id}/photos/`, {
    method: "POST",
    headers: { authorization: `Bearer ${seller.token}` },
    body,
  });
  expect(up.status).toBe(201);
  await api("POST", "/api/products-catalog/products/verify/", { products_ids: [product.id] });
}

async function signIn(email: string, password: string, next: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl()}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

beforeAll(async () => {
  journey = await openJourney();
  ({ page, consoleErrors } = journey);
});
afterAll(async () => {
  await journey?.browser.close();
});

describe("moderator journey", () => {
  it("has a seller send a product for verification (through the API)", async () => {
    await sellerSendsProduct();
    expect(product.sku).toMatch(/^RM-\d+$/);
  });

  it("sends guests to sign in and shows sellers a 403 page", async () => {
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(/\/sign-in\?next=%2Fadmin$/);
    await signIn(seller.email, seller.password, "/marketplace");
    await page.waitForURL(/\/marketplace$/);
    const res = await page.goto(`${baseUrl()}/admin`);
    expect(res?.status()).toBe(403);
    expect(await page.getByText("This page is for moderators and administrators.").count()).toBe(1);
  });

  it("signs the moderator in and shows the product in the queue, with its age", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Moderation queue");
    const tab = page.getByRole("navigation", { name: "Queues" }).getByRole("link", { name: /^Products/ });
    expect(await tab.getAttribute("aria-current")).toBe("page");
    const row = page.getByRole("row").filter({ hasText: productName });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("New listing");
    expect(await row.textContent()).toMatch(/\d+(\.\d)? h/);
    expect(await row.getByText("Over 24 h").count()).toBe(0);
    await expectAccessible(page);
  });

  it("shows the product side by side and rejects it with a reason", async () => {
    await page.getByRole("link", { name: `${product.sku} ${productName}` }).click();
    await page.waitForURL(new RegExp(`/admin/products/${product.id}$`));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Review: ${productName}`);
    const nameRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Name" }) });
    expect(await nameRow.textContent()).toContain(productName);
    expect(await page.getByRole("img", { name: /Photo 1|photo/i }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // The reason is required: the browser refuses an empty one before the server would.
    const reason = page.getByLabel("Reason for the seller");
    expect(await reason.getAttribute("required")).not.toBeNull();
    await reason.fill("The name must say the hashrate, e.g. 200 TH/s.");
    await page.getByRole("button", { name: "Reject" }).click();
    await page.waitForURL(/\/admin\?kind=product&done=rejected$/);
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain("The seller has been notified");
    expect(await page.getByRole("row").filter({ hasText: productName }).count()).toBe(0);
  });

  it("lets the seller fix and resend; the moderator approves it with Approve selected", async () => {
    await api("PATCH", `/api/products-catalog/products/${product.id}/`, { name: fixedName });
    await api("POST", "/api/products-catalog/products/verify/", { products_ids: [product.id] });

    await page.goto(`${baseUrl()}/admin`);
    const row = page.getByRole("row").filter({ hasText: fixedName });
    expect(await row.count()).toBe(1);
    await page.getByLabel(`Select ${product.sku} ${fixedName}`).check();
    await page.getByRole("button", { name: "Approve selected" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain(product.sku);
    await expect.poll(() => page.getByRole("row").filter({ hasText: fixedName }).count()).toBe(0);
  });

  it("lists both decisions in the log", async () => {
    await page.goto(`${baseUrl()}/admin/decisions?kind=product`);
    const rows = page.getByRole("row").filter({ hasText: product.sku });
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Approved");
    expect(await rows.nth(1).textContent()).toContain("The name must say the hashrate");
    expect(await rows.nth(1).textContent()).toContain("moderator-e2e@example.com");
  });

  it("shows the queue in French", async () => {
    await page.goto(`${baseUrl()}/fr/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("File de modération");
    const tabs = page.getByRole("navigation", { name: "Files" });
    expect(await tabs.getByRole("link", { name: /^Modifications d’entreprise/ }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("makes the approved product public", async () => {
    await page.context().clearCookies();
    const res = await page.goto(`${baseUrl()}/product/${product.sku}`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(fixedName);
    expect(consoleErrors).toEqual([]);
  });
});
