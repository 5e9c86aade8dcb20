/**
 * The seller's product pages (issue 6): a seller adds a miner by picking a model (its
 * specifications filled), uploads a photo, saves a draft and sends it for verification; then
 * mass-archives two drafts and restores them; a mixed selection shows why the actions are
 * disabled; the sixth additional term is refused; axe on the list and the form; the list in French.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile, withoutJavaScript } from "./browser.ts";
import { activeCompanyInPage, pageApi, sha256MinersCategoryId, signUpInBrowser } from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

const email = `products-${Date.now()}@example.com`;
const password = "Seller-pass1";

/** A same-origin API call as the signed-in seller. */
const api = (method: "GET" | "POST", path: string, data?: unknown) => pageApi(page, method, path, data);

/** An input by its label, with or without the required marker ("Name *"). */
const field = (label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
const row = (name: string) => page.locator("tbody tr", { hasText: name });
const massButton = (name: string) =>
  page.getByRole("group", { name: "Actions on the selected products" }).getByRole("button", { name });

let minerCategory = 0;

describe("seller products journey", () => {
  it("gets a seller with an active company", async () => {
    await signUpInBrowser(page, { name: "Products Seller", email, password });
    await activeCompanyInPage(page, { name: "Products Journey Rigs" });

    minerCategory = await sha256MinersCategoryId();
  });

  it("shows the empty product list", async () => {
    await page.goto(`${baseUrl()}/seller-products`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("My products");
    await expect.poll(() => page.getByText("No products here yet.").count()).toBe(1);
    await expectAccessible(page);
  });

  it("adds a miner from a model, with a photo, and sends it for verification", async () => {
    await page.getByRole("link", { name: "Add a product" }).click();
    await page.waitForURL(/\/seller-products\/add$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Add a product");
    await field("Name").fill("Antminer S21 XP, journey stock");
    await field("Category").selectOption({ label: "Miners" });
    await page.getByLabel("Subcategory").selectOption({ label: "SHA-256 ASIC miners" });
    // The category's specification fields arrive.
    await expect.poll(() => field("Hashrate").count()).toBe(1);
    await page.getByLabel("Brand").selectOption({ label: "Bitmain" });
    await page.getByLabel("Miner model").selectOption({ label: "Bitmain Antminer S21 XP" });
    await expect.poll(() => field("Hashrate").inputValue()).toBe("270");
    expect(await field("Algorithm").inputValue()).toBe("SHA-256");
    await expect
      .poll(() => page.getByText("The empty specification fields were filled from Antminer S21 XP.").count())
      .toBe(1);

    await field("Description").fill("Sealed boxes, shipped from Austin within two days.");
    await page.getByLabel("Unit price, USD").fill("5900");
    await page.getByLabel("Europe").check();
    await page.getByLabel("North America").check();
    // Five additional terms at most: the sixth is refused.
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Add a term" }).click();
    await page.getByLabel("Term 1, name").fill("Warranty");
    await page.getByLabel("Term 1, value").fill("6 months");
    await page.getByRole("button", { name: "Add a term" }).click();
    await expect.poll(() => page.getByText("You can't add more than 5 additional terms.").count()).toBe(1);
    expect(await page.getByLabel(/^Term \d, name$/).count()).toBe(5);
    for (let i = 5; i > 1; i--) await page.getByRole("button", { name: `Remove term ${i}` }).click();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/seller-products\/edit\/[^/?]+\?saved=1$/);
    await expect.poll(() => page.getByText("Saved.").count()).toBe(1);
    expect(await field("Hashrate").inputValue()).toBe("270");
    expect(await page.getByLabel("Term 1, value").inputValue()).toBe("6 months");

    // Verification needs a main photo: the API names it (once the reloaded form runs its script).
    await hydrated(page);
    await page.getByRole("button", { name: "Send for verification" }).click();
    await expect.poll(() => page.getByText("Some fields need your attention.").count()).toBe(1);

    const png = await sharp({
      create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 120, b: 30 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Photo file")
      .setInputFiles({ name: "miner.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload the photo" }).click();
    await expect.poll(() => page.getByText("Photo added.").count()).toBe(1);
    await expect.poll(() => page.getByRole("img", { name: "Photo 1 of the product" }).count()).toBe(1);
    expect(await page.getByText("Main photo", { exact: true }).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Send for verification" }).click();
    await page.waitForURL(/\?sent=1$/);
    await expect.poll(() => page.getByText(/^Sent for verification\./).count()).toBe(1);
    await expect
      .poll(() => page.getByText("This product is waiting for moderation and cannot be edited now.").count())
      .toBe(1);
    await page.goto(`${baseUrl()}/seller-products`);
    await expect
      .poll(() => row("Antminer S21 XP, journey stock").locator("[data-status]").textContent())
      .toBe("Under review");
  });

  it("archives two drafts at once and restores them; a mixed selection is refused with the reason", async () => {
    for (const name of ["Journey draft A", "Journey draft B"]) {
      const res = await api("POST", "/api/products-catalog/products/", { name, category_id: minerCategory });
      expect(res.status).toBe(201);
    }
    await page.goto(`${baseUrl()}/seller-products`);
    await row("Journey draft A").waitFor();
    await hydrated(page);
    await expectAccessible(page);

    // Mixed: a draft and a product under review.
    await page.getByLabel("Select Journey draft A").check();
    await page.getByLabel("Select Antminer S21 XP, journey stock").check();
    await expect.poll(() => page.getByText("Select products with one status").count()).toBe(1);
    expect(await massButton("Archive").isDisabled()).toBe(true);
    await page.getByLabel("Select Antminer S21 XP, journey stock").uncheck();
    await page.getByLabel("Select Journey draft B").check();
    await expect.poll(() => massButton("Archive").isEnabled()).toBe(true);
    expect(await massButton("Restore").isDisabled()).toBe(true);
    await massButton("Archive").click();
    await expect.poll(() => page.getByText("2 products changed.").count()).toBe(1);
    await expect.poll(() => row("Journey draft A").locator("[data-status]").textContent()).toBe("Archived");

    await page.getByRole("link", { name: /^Archived/ }).click();
    await page.waitForURL(/status=archived/);
    // The URL changes before React has rendered the new list: wait for the tab to be the current one,
    // so the checkboxes below are those of the archived list.
    await expect
      .poll(() => page.getByRole("link", { name: /^Archived/ }).getAttribute("aria-current"))
      .toBe("page");
    await page.getByLabel("Select Journey draft A").check();
    await page.getByLabel("Select Journey draft B").check();
    await massButton("Restore").click();
    await expect.poll(() => page.getByText("2 products changed.").count()).toBe(1);
    await page.goto(`${baseUrl()}/seller-products?status=draft`);
    await expect.poll(() => row("Journey draft B").locator("[data-status]").textContent()).toBe("Draft");
    expect(await row("Journey draft A").count()).toBe(1);
  });

  it("shows the list in French", async () => {
    await page.goto(`${baseUrl()}/fr/seller-products`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mes produits");
    expect(await page.getByRole("link", { name: "Ajouter un produit" }).count()).toBe(1);
    expect(await row("Journey draft A").locator("[data-status]").textContent()).toBe("Brouillon");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("works without JavaScript, in French: fields of the category, fill from model, terms, mass action refused", async () => {
    const p = await withoutJavaScript(browser, page);
    const label = (text: string) => p.getByLabel(new RegExp(`^${text}( \\*)?$`));
    await p.goto(`${baseUrl()}/fr/seller-products/add`);
    await label("Nom").fill("Mineur sans JavaScript");
    await label("Catégorie").selectOption({ label: "Mineurs" });
    await p.getByRole("button", { name: "Afficher les champs de cette catégorie" }).click();
    await p.getByLabel("Sous-catégorie").selectOption({ label: "Mineurs ASIC SHA-256" });
    await p.getByRole("button", { name: "Afficher les champs de cette catégorie" }).click();
    await p.getByLabel("Marque").selectOption({ label: "Bitmain" });
    await p.getByLabel("Modèle de mineur").selectOption({ label: "Bitmain Antminer S21 XP" });
    await p.getByRole("button", { name: "Remplir depuis le modèle" }).click();
    expect(await label("Hashrate").inputValue()).toBe("270");
    expect(await label("Nom").inputValue()).toBe("Mineur sans JavaScript");
    for (let i = 0; i < 6; i++) await p.getByRole("button", { name: "Ajouter une condition" }).click();
    expect(
      await p.getByText("Vous ne pouvez pas ajouter plus de 5 conditions supplémentaires.").count(),
    ).toBe(1);
    expect(await p.getByLabel(/^Condition \d, nom$/).count()).toBe(5);
    await p.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await p.waitForURL(/\/fr\/seller-products\/edit\/[^/?]+\?saved=1$/);
    expect(await label("Hashrate").inputValue()).toBe("270");

    // A draft and a product under review: the API refuses the mix, in French.
    await p.goto(`${baseUrl()}/fr/seller-products`);
    await p.getByLabel("Sélectionner Mineur sans JavaScript").check();
    await p.getByLabel("Sélectionner Antminer S21 XP, journey stock").check();
    await p.getByRole("button", { name: "Archiver" }).click();
    expect(
      await p
        .getByRole("alert")
        .filter({ hasText: "Les produits sélectionnés doivent tous avoir le même statut." })
        .count(),
    ).toBe(1);
    await p.context().close();
  });
});
