/**
 * Editing a product that is for sale (issue 6: "the approved version stays public until the change
 * is approved"): the seller's form says the change goes to moderation; after "Save changes" the
 * public product page still shows the approved name; once the moderator approves the change on
 * its side-by-side review, the public page shows the new one.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, type Journey, openJourney } from "./browser.ts";

let journey: Journey;
let page: Page;
let consoleErrors: string[];

const stamp = Date.now().toString(36);
const seller = { email: `approved-edit-${stamp}@example.com`, password: "Seller-pass1", token: "" };
const approvedName = `Approved rig ${stamp}`;
const changedName = `Approved rig ${stamp}, repriced`;
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

async function signIn(email: string, password: string, next: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl()}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The public product page's heading, as a guest sees it. */
async function publicHeading(): Promise<string | null> {
  const guest = await journey.browser.newPage();
  try {
    const res = await guest.goto(`${baseUrl()}/product/${product.sku}`);
    expect(res?.status()).toBe(200);
    return await guest.getByRole("heading", { level: 1 }).textContent();
  } finally {
    await guest.close();
  }
}

async function approveOnReview() {
  const admin = inject("admin");
  await signIn(admin.email, admin.password, "/admin");
  await page.goto(`${baseUrl()}/admin/products/${product.id}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/admin\?kind=product&done=approved$/);
}

beforeAll(async () => {
  journey = await openJourney();
  ({ page, consoleErrors } = journey);
});
afterAll(async () => {
  await journey?.browser.close();
});

describe("editing an approved product", () => {
  it("has a seller's product approved (set up through the API, approved in the console)", async () => {
    await api("POST", "/api/accounts/register/", {
      name: "Approved Edit Seller",
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
      company_name: `Approved Edit Rigs ${stamp}`,
      legal_name: `Approved Edit Rigs ${stamp} LLC`,
      head_office_address: "1 Main Street, Austin",
      country_iso: "US",
      city_id: cities.results[0]?.id,
      region_code: "NA",
      phone: "+1 201 555 0123",
    });
    await api("POST", `/api/sellers/${company.id}/complete/`);
    const menu = await api<{ name: string; children: { id: number; name: string }[] }[]>(
      "GET",
      "/api/products-catalog/categories/menu/",
    );
    const category = menu
      .find((c) => c.name === "Miners")
      ?.children.find((c) => c.name === "SHA-256 ASIC miners");
    const created = await api<{ id: number; sku: string }>("POST", "/api/products-catalog/products/", {
      name: approvedName,
      category_id: category?.id,
      condition: "new",
      country_of_origin: "CN",
      description: "Sealed boxes, shipped from Austin.",
      price_tiers: [{ min_quantity: 1, max_quantity: null, unit_price: 5200 }],
      specs: { hashrate: { value: 200, unit: "TH/s" }, algorithm: "SHA-256" },
      delivery_regions: ["NA"],
    });
    product = { id: created.id, sku: created.sku };
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 60, b: 20 } },
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
    await approveOnReview();
    expect(await publicHeading()).toContain(approvedName);
  });

  it("tells the seller the change goes to moderation; the public page keeps the approved version", async () => {
    await signIn(seller.email, seller.password, "/seller-products");
    await page.goto(`${baseUrl()}/seller-products/edit/${product.sku}`);
    await expect
      .poll(() => page.getByText(/^This product is for sale\. Your changes go to moderation;/).count())
      .toBe(1);
    await expectAccessible(page);
    await page.getByLabel(/^Name( \*)?$/).fill(changedName);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(() => page.getByText(/^Changes waiting for moderation: /).count(), { timeout: 10_000 })
      .toBe(1);
    await page.goto(`${baseUrl()}/seller-products`);
    const row = page.locator(`tbody tr[data-sku="${product.sku}"]`);
    expect(await row.getByText("Pending moderation").count()).toBe(1);
    expect(await row.locator("[data-status]").textContent()).toBe("For sale");

    const heading = await publicHeading();
    expect(heading).toContain(approvedName);
    expect(heading).not.toContain("repriced");
  });

  it("shows the new version once the moderator approves the change", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    const queued = page.getByRole("row").filter({ hasText: changedName });
    expect(await queued.textContent()).toContain("Change of a listing");
    await page.goto(`${baseUrl()}/admin/products/${product.id}`);
    const nameRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Name/ }) });
    expect(await nameRow.textContent()).toContain(approvedName);
    expect(await nameRow.textContent()).toContain(changedName);
    await approveOnReview();
    expect(await publicHeading()).toContain(changedName);
    expect(consoleErrors).toEqual([]);
  });
});
