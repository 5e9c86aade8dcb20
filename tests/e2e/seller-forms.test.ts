/**
 * The seller's forms without friction (issue 17, decision 034): a product under review shows its
 * values read-only with the reason and offers no photo upload; an empty product form sent for
 * verification answers every field at once in an error summary that takes the focus and whose
 * links move the focus to the fields; "Saved." on /settings appears next to the button, in view.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import {
  apiJson,
  hashrateCategory,
  productSentForVerification,
  signInPage,
  verifiedSeller,
} from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

const stamp = Date.now().toString(36);
const seller = { name: "Forms Seller", email: `forms-${stamp}@example.com`, password: "Seller-pass1" };
const productName = `Forms review rig ${stamp}`;
let sku = "";
let serviceId = 0;

/** An input by its label, with or without the required marker ("Name *"). */
const field = (label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
/** Whether the element is wholly inside the viewport. */
const inViewport = (selector: ReturnType<Page["locator"]>) =>
  selector.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });

describe("the seller's forms", () => {
  it("has a seller with a product sent for verification (through the API)", async () => {
    const token = await verifiedSeller(seller, { name: `Forms Rigs ${stamp}` });
    const product = await productSentForVerification(token, {
      name: productName,
      categoryId: await hashrateCategory(),
      deliveryRegions: ["EU"],
      photoColor: { r: 20, g: 120, b: 200 },
    });
    sku = product.sku;

    // A complete service with an image, sent for verification too.
    const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
      apiJson<T>(method, path, body, token);
    const categories = await api<{ results: { id: number; name: string }[] }>(
      "GET",
      "/api/services-catalog/categories?page_size=100",
    );
    const cities = await api<{ results: { id: number }[] }>(
      "GET",
      "/api/search/cities/?country=US&page_size=1",
    );
    const service = await api<{ id: number }>("POST", "/api/services-catalog/services/", {
      name: `Forms hosting ${stamp}`,
      category_id: categories.results.find((c) => c.name === "Hosting")?.id,
      description: "Colocation at 0.065 USD/kWh.",
      country: "US",
      city_id: cities.results[0]?.id,
      address: "1200 Industrial Blvd",
      service_regions: ["NA"],
      price_from: 65,
      price_unit: "per kW per month",
    });
    serviceId = service.id;
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "image.jpg");
    const up = await fetch(`${baseUrl()}/api/services-catalog/services/${serviceId}/images/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    expect(up.status).toBe(201);
    await api("POST", "/api/services-catalog/services/verify/", { services_ids: [serviceId] });
    await signInPage(page, seller, "/seller-products");
  });

  it("shows a product under review read-only, says why and since when, and offers no photo upload", async () => {
    await page.goto(`${baseUrl()}/seller-products/edit/${encodeURIComponent(sku)}`);
    await hydrated(page);
    const notice = page.locator("#under-review");
    await expect
      .poll(() => notice.textContent())
      .toMatch(
        /^This product is waiting for moderation and cannot be edited now\. Under review since \w+ \d{1,2}, \d{4} \(\d+ (min|h)( \d+ min)?\); you can edit it once a moderator decides\.$/,
      );
    // The values are there, read-only; the form's fields point at the reason.
    expect(await field("Name").inputValue()).toBe(productName);
    expect(await field("Name").isDisabled()).toBe(true);
    expect(await field("Description").isDisabled()).toBe(true);
    expect(await page.getByLabel("Europe").isChecked()).toBe(true);
    expect(await page.getByLabel("Europe").isDisabled()).toBe(true);
    expect(await page.locator("form fieldset[disabled]").first().getAttribute("aria-describedby")).toBe(
      "under-review",
    );
    // No way to change it: no save or send button, no photo upload, no photo buttons.
    expect(await page.getByRole("button", { name: /Save|Send for verification/ }).count()).toBe(0);
    expect(await page.getByLabel("Photo file").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Upload the photo|Remove photo|main/i }).count()).toBe(0);
    await expect.poll(() => page.getByRole("img", { name: "Photo 1 of the product" }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("shows a service under review read-only with the same reason and no image upload", async () => {
    await page.goto(`${baseUrl()}/seller-services/edit/${serviceId}`);
    await hydrated(page);
    await expect
      .poll(() => page.locator("#under-review").textContent())
      .toMatch(
        /^This service is waiting for moderation and cannot be edited now\. Under review since .+; you can edit it once a moderator decides\.$/,
      );
    expect(await field("Name").inputValue()).toBe(`Forms hosting ${stamp}`);
    expect(await field("Name").isDisabled()).toBe(true);
    expect(await field("Address").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: /Save|Send for verification/ }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await expectAccessible(page);
  });

  it("names every missing field of an empty product at once in a focused summary linked to the fields", async () => {
    await page.goto(`${baseUrl()}/seller-products/add`);
    await hydrated(page);
    await page.getByRole("button", { name: "Send for verification" }).click();
    const summary = page.getByRole("region", { name: "Some fields need your attention." });
    await expect.poll(() => summary.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(focusedId).toBe("product-errors");
    expect(await summary.getByText("6 fields to fix:").count()).toBe(1);
    const links = summary.getByRole("link");
    expect(await links.allTextContents()).toEqual([
      "Main photo",
      "Name",
      "Category",
      "Description",
      "Prices",
      "Delivery regions",
    ]);
    // Each field shows its own message, tied to it.
    expect(await field("Name").getAttribute("aria-invalid")).toBe("true");
    const described = (await field("Name").getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`#${described}`).textContent()).toBe("This field is required.");
    expect(await page.getByText("At least one delivery region is required.").count()).toBe(1);
    expect(await page.getByText("Add a main photo.").count()).toBe(1);
    // A link moves the focus to its field.
    await summary.getByRole("link", { name: "Description" }).click();
    await expect.poll(focusedId).toBe("f-description");
    await summary.getByRole("link", { name: "Category" }).click();
    await expect.poll(focusedId).toBe("f-category");
    expect(await inViewport(field("Category"))).toBe(true);
    await expectAccessible(page);

    // Fixing some fields and sending again: the summary lists what is left and takes the focus again.
    await field("Name").fill("Half-filled rig");
    await field("Description").fill("Sealed boxes.");
    await page.getByRole("button", { name: "Send for verification" }).click();
    await expect.poll(() => summary.getByText("4 fields to fix:").count(), { timeout: 15_000 }).toBe(1);
    expect(await links.allTextContents()).toEqual(["Main photo", "Category", "Prices", "Delivery regions"]);
    await expect.poll(focusedId).toBe("product-errors");
  });

  it("shows “Saved.” on /settings next to the button, in view, announced as a status", async () => {
    await page.goto(`${baseUrl()}/settings`);
    await hydrated(page);
    const basic = page.getByRole("region", { name: "Basic settings" });
    const save = basic.getByRole("button", { name: "Save the changes" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const status = basic.getByRole("status").filter({ hasText: /^Saved\./ });
    // The save reloads the page's data (countries, cities): give a loaded machine time.
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(1);
    expect(await inViewport(status)).toBe(true);
    expect(await inViewport(save)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
