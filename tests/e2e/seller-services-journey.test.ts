/**
 * The seller's service pages (issue 6, "the same for a service"): a seller (set up through the
 * API) picks a category from "Add a service", fills every part of the form, adds an image and
 * sends the service for verification; a moderator rejects it with a reason on its side-by-side
 * review; the seller sees the reason in the list and on the form, fixes and resends; the moderator
 * approves; the service is in the public /services-catalog and in search. Then two drafts are
 * archived and restored at once, after a mixed selection shows why the actions are disabled; a
 * service is copied with its image; the form works without JavaScript (French). Axe on the list,
 * the form and the review; the list once in French.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import {
  baseUrl,
  clearCookies,
  expectAccessible,
  hydrated,
  journeyForFile,
  withoutJavaScript,
} from "./browser.ts";
import { apiJson, signInPage, verifiedSeller } from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];

const stamp = Date.now().toString(36);
const seller = {
  name: "Services Seller",
  email: `services-${stamp}@example.com`,
  password: "Seller-pass1",
  token: "",
};
const name = `Kilimanjaro hosting ${stamp}`;
const fixedName = `Kilimanjaro hosting ${stamp}, 5 MW`;
const reason = "Say the power available in the name, e.g. 5 MW.";
let serviceId = 0;
let hostingCategory = 0;

/** A JSON call to the API as the seller (Bearer: no CSRF token needed). */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  apiJson<T>(method, path, body, seller.token);

async function signIn(email: string, password: string, next: string) {
  await signInPage(page, { email, password }, next);
}

/** An input by its label, with or without the required marker ("Name *"). */
const field = (label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
const row = (text: string) => page.locator("tbody tr", { hasText: text });
const massButton = (label: string) =>
  page.getByRole("group", { name: "Actions on the selected services" }).getByRole("button", { name: label });

journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

describe("seller services journey", () => {
  it("gets a seller with an active company (through the API)", async () => {
    seller.token = await verifiedSeller(seller, { name: `Services Journey ${stamp}` });
    const categories = await api<{ results: { id: number; name: string }[] }>(
      "GET",
      "/api/services-catalog/categories?page_size=100",
    );
    hostingCategory = categories.results.find((c) => c.name === "Hosting")?.id ?? 0;
    expect(hostingCategory).toBeGreaterThan(0);
  });

  it("shows the empty list with the Services link of the workspace", async () => {
    await signIn(seller.email, seller.password, "/seller-services");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("My services");
    expect(await page.getByText(/^No services here yet\./).count()).toBe(1);
    const nav = page
      .getByRole("navigation", { name: "Seller workspace" })
      .getByRole("link", { name: "Services", exact: true });
    expect(await nav.getAttribute("aria-current")).toBe("page");
    await expectAccessible(page);
  });

  it("adds a service from a category, with an image, and sends it for verification", async () => {
    await hydrated(page);
    await page.getByText("Add a service", { exact: true }).click();
    await page.locator("details").getByRole("link", { name: "Hosting", exact: true }).click();
    await page.waitForURL(new RegExp(`/seller-services/add/category/${hostingCategory}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Add a service");
    await hydrated(page);
    expect(await field("Category").locator("option:checked").textContent()).toBe("Hosting");
    await field("Name").fill(name);
    await field("Description").fill("Managed hosting of ASIC miners in Texas, technicians on site 24/7.");
    await field("Country").selectOption("US");
    // The cities of the country arrive.
    await expect.poll(() => field("City").locator("option").count()).toBeGreaterThan(1);
    await field("City").selectOption({ index: 1 });
    await field("Address").fill("1200 Industrial Blvd, Austin");
    await page.getByLabel("Also provided in these countries").selectOption(["CA", "MX"]);
    await page.getByLabel("North America").check();
    await field("Price from").fill("65");
    await field("Price unit").fill("per kW per month");
    await page.getByRole("button", { name: "Add a property" }).click();
    await page.getByLabel("Property 1, name").fill("Power available");
    await page.getByLabel("Property 1, value").fill("5 MW");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/seller-services\/edit\/\d+\?saved=1$/);
    serviceId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
    await expect.poll(() => page.getByText("Saved.", { exact: true }).count()).toBe(1);
    expect(await page.getByLabel("Property 1, value").inputValue()).toBe("5 MW");
    expect(await field("Address").inputValue()).toBe("1200 Industrial Blvd, Austin");

    // Verification needs an image: the error is shown with the images.
    await page.getByRole("button", { name: "Send for verification" }).click();
    await expect.poll(() => page.getByText("Some fields need your attention.").count()).toBe(1);
    expect(await page.getByText("Add at least one image.").count()).toBe(1);

    const png = await sharp({
      create: { width: 160, height: 120, channels: 3, background: { r: 30, g: 110, b: 200 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Image file")
      .setInputFiles({ name: "site.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload the image" }).click();
    await expect.poll(() => page.getByText("Image added.").count()).toBe(1);
    await expect.poll(() => page.getByRole("img", { name: "Image 1 of the service" }).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Send for verification" }).click();
    await page.waitForURL(/\?sent=1$/);
    await expect.poll(() => page.getByText(/^Sent for verification\./).count()).toBe(1);
    expect(
      await page.getByText("This service is waiting for moderation and cannot be edited now.").count(),
    ).toBe(1);
  });

  it("has the moderator reject it with a reason on the side-by-side review", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    await page.goto(`${baseUrl()}/admin?kind=service`);
    const queued = page.getByRole("row").filter({ hasText: name });
    expect(await queued.textContent()).toContain("New service");
    await queued.getByRole("link", { name }).click();
    await page.waitForURL(new RegExp(`/admin/services/${serviceId}$`));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Review of the service: ${name}`);
    const regions = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Service regions" }) });
    expect(await regions.textContent()).toContain("North America");
    expect(await page.getByRole("img", { name: /Photo 1/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByLabel("Reason for the seller").fill(reason);
    await page.getByRole("button", { name: "Reject" }).click();
    await page.waitForURL(/\/admin\?kind=service&done=rejected$/);
  });

  it("shows the seller the reason; the seller fixes the name and resends", async () => {
    await signIn(seller.email, seller.password, "/seller-services");
    await expect.poll(() => row(name).locator("[data-status]").textContent()).toBe("Rejected");
    expect(await row(name).textContent()).toContain(`Rejected: ${reason}`);
    await hydrated(page);
    await row(name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await page.waitForURL(new RegExp(`/seller-services/edit/${serviceId}$`));
    await expect.poll(() => page.getByText(`The moderator rejected this service: ${reason}`).count()).toBe(1);
    await field("Name").fill(fixedName);
    await page.getByRole("button", { name: "Send for verification" }).click();
    await page.waitForURL(/\?sent=1$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Edit ${fixedName}`);
  });

  it("has the moderator approve it; it is in the public catalogue and in search", async () => {
    const admin = inject("admin");
    await signIn(admin.email, admin.password, "/admin");
    await page.goto(`${baseUrl()}/admin/services/${serviceId}`);
    await page.getByRole("button", { name: "Approve" }).click();
    await page.waitForURL(/\/admin\?kind=service&done=approved$/);

    await clearCookies(page);
    await page.goto(`${baseUrl()}/services-catalog?category=${hostingCategory}`);
    await expect.poll(() => page.getByRole("link", { name: fixedName }).count()).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/search?q=Kilimanjaro`);
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: /^Services/ })
          .getByRole("link", { name: fixedName })
          .count(),
      )
      .toBeGreaterThan(0);
    await page.getByRole("link", { name: fixedName }).first().click();
    await page.waitForURL(new RegExp(`/service/${serviceId}`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(fixedName);
  });

  it("archives two drafts at once and restores them; a mixed selection is refused with the reason", async () => {
    for (const draft of [`Journey service draft A ${stamp}`, `Journey service draft B ${stamp}`])
      await api("POST", "/api/services-catalog/services/", { name: draft, category_id: hostingCategory });
    await signIn(seller.email, seller.password, "/seller-services");
    await row(`draft A ${stamp}`).waitFor();
    await hydrated(page);
    expect(await page.getByText("Select services to act on them.").count()).toBe(1);

    // Mixed: a draft and a published service.
    await page.getByLabel(`Select Journey service draft A ${stamp}`).check();
    await page.getByLabel(`Select ${fixedName}`).check();
    await expect.poll(() => page.getByText("Select services with one status").count()).toBe(1);
    expect(await massButton("Archive").isDisabled()).toBe(true);
    await page.getByLabel(`Select ${fixedName}`).uncheck();
    await page.getByLabel(`Select Journey service draft B ${stamp}`).check();
    await expect.poll(() => massButton("Archive").isEnabled()).toBe(true);
    expect(await massButton("Restore").isDisabled()).toBe(true);
    expect(await page.locator("#mass-reason").textContent()).toMatch(
      /Restore.* is not possible for services with the status Draft\./,
    );
    await massButton("Archive").click();
    await expect.poll(() => page.getByText("2 services changed.").count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => row(`draft A ${stamp}`).locator("[data-status]").textContent()).toBe("Archived");

    await page.getByRole("link", { name: /^Archived/ }).click();
    await page.waitForURL(/status=archived/);
    // The URL changes before React has rendered the new list: wait for the tab to be the current one,
    // so the checkboxes below are those of the archived list.
    await expect
      .poll(() => page.getByRole("link", { name: /^Archived/ }).getAttribute("aria-current"))
      .toBe("page");
    await expect.poll(() => page.getByRole("link", { name: /^Archived/ }).textContent()).toContain("2");
    await page.getByLabel(`Select Journey service draft A ${stamp}`).check();
    await page.getByLabel(`Select Journey service draft B ${stamp}`).check();
    await massButton("Restore").click();
    await expect.poll(() => page.getByText("2 services changed.").count(), { timeout: 10_000 }).toBe(1);
    await page.goto(`${baseUrl()}/seller-services?status=draft`);
    await expect.poll(() => row(`draft B ${stamp}`).locator("[data-status]").textContent()).toBe("Draft");
    expect(await row(`draft A ${stamp}`).count()).toBe(1);
  });

  it("copies a service, its image included, as a new draft", async () => {
    await page.goto(`${baseUrl()}/seller-services?status=approved`);
    await hydrated(page);
    await row(fixedName)
      .getByRole("link", { name: `Copy ${fixedName}` })
      .click();
    await page.waitForURL(
      new RegExp(`/seller-services/add/category/${hostingCategory}\\?copy_of=${serviceId}$`),
    );
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Copy of ${fixedName}`);
    expect(await field("Name").inputValue()).toBe(fixedName);
    expect(await page.getByLabel("Property 1, value").inputValue()).toBe("5 MW");
    await field("Name").fill(`Copied hosting ${stamp}`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/seller-services\/edit\/\d+\?saved=1$/);
    expect(Number(/edit\/(\d+)/.exec(page.url())?.[1])).not.toBe(serviceId);
    await expect.poll(() => page.getByRole("img", { name: "Image 1 of the service" }).count()).toBe(1);
    expect(await field("Address").inputValue()).toBe("1200 Industrial Blvd, Austin");
  });

  it("works without JavaScript, in French: the cities of a country, property rows, a refused verification, save", async () => {
    const p = await withoutJavaScript(browser, page);
    const label = (text: string) => p.getByLabel(new RegExp(`^${text}( \\*)?$`));
    await p.goto(`${baseUrl()}/fr/seller-services/add/category/${hostingCategory}`);
    await label("Nom").fill("Hébergement sans JavaScript");
    await label("Pays").selectOption("FR");
    await p.getByRole("button", { name: "Afficher les villes" }).click();
    expect(await label("Ville").locator("option").count()).toBeGreaterThan(1);
    expect(await label("Nom").inputValue()).toBe("Hébergement sans JavaScript");
    await label("Ville").selectOption({ index: 1 });
    await p.getByRole("button", { name: "Ajouter une caractéristique" }).click();
    await p.getByLabel("Caractéristique 1, nom").fill("Puissance");
    await p.getByLabel("Caractéristique 1, valeur").fill("2 MW");
    // Verification needs an image: the service is created as a draft, and the page says where to add one.
    await p.getByRole("button", { name: "Envoyer en vérification" }).click();
    expect(await p.getByText("Certains champs demandent votre attention.").count()).toBe(1);
    expect(await p.getByText("Ajoutez au moins une image.").count()).toBe(1);
    expect(await p.getByRole("link", { name: "Ouvrez-le pour ajouter des images" }).count()).toBe(1);
    expect(await p.getByLabel("Caractéristique 1, valeur").inputValue()).toBe("2 MW");
    await p.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await p.waitForURL(/\/fr\/seller-services\/edit\/\d+\?saved=1$/);
    expect(await p.getByLabel("Caractéristique 1, valeur").inputValue()).toBe("2 MW");
    expect(await label("Pays").inputValue()).toBe("FR");
    expect(await label("Ville").inputValue()).not.toBe("");
    await p.context().close();
  });

  it("shows the list in French", async () => {
    await page.goto(`${baseUrl()}/fr/seller-services`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mes services");
    expect(await page.getByText("Ajouter un service", { exact: true }).count()).toBe(1);
    expect(await row(`draft A ${stamp}`).locator("[data-status]").textContent()).toBe("Brouillon");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
