/**
 * A seller's journey (issue 5): sign up through the dev mailbox, create a company through the
 * three business-account steps with a reload in the middle, edit an office on /settings, connect
 * Telegram and receive the test message on the fake Bot API (global-setup.ts), switch "View as
 * user" and back, send a partner request; the same in French without JavaScript; axe on each page.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import { mailedCode, signUpInBrowser } from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

const email = `seller-${Date.now()}@example.com`;
const name = "Journey Seller";
const password = "Seller-pass1";

const heading = (level: number) => page.getByRole("heading", { level }).first().textContent();

describe("seller journey", () => {
  it("signs up a user", async () => {
    await signUpInBrowser(page, { name, email, password });
  });

  it("keeps the seller settings for sellers (403 for a user without a company)", async () => {
    const res = await page.goto(`${baseUrl()}/settings`);
    expect(res?.status()).toBe(403);
  });

  it("creates a company in three steps, continuing after a reload", async () => {
    await page.goto(`${baseUrl()}/business-account`);
    await expect.poll(() => heading(2)).toBe("Company headquarters");
    await expect.poll(() => page.getByText("Step 1 of 3").count()).toBe(1);
    await expectAccessible(page);

    // Required fields come back from the API next to their fields.
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect.poll(() => page.getByLabel("Company name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("This field is required.").count()).toBeGreaterThan(2);
    await expectAccessible(page);

    await page.getByLabel("Company name").fill("Journey Mining GmbH");
    await page.getByLabel("Legal name").fill("Journey Mining Gesellschaft mbH");
    await page.getByLabel("Website").fill("https://journey-mining.example.com");
    await page.getByLabel("Head-office address").fill("Friedrichstraße 1, 10117 Berlin");
    await page.getByLabel("Country").selectOption("DE");
    // The cities of Germany arrive; the phone takes the German mask.
    await expect
      .poll(() => page.getByLabel("City").locator("option", { hasText: "Berlin" }).count())
      .toBeGreaterThan(0);
    await page.getByLabel("City").selectOption({ label: "Berlin" });
    await page.getByLabel("Company region").selectOption("EU");
    // The map location: the city's position fills both coordinates and places the marker.
    await expectAccessible(page);
    // A click on the map places the marker there (the middle of the map is 0° 0°).
    const map = page.getByRole("application", { name: "World map: place the head office" });
    const box = await map.boundingBox();
    if (!box) throw new Error("the map is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(async () => Math.abs(Number(await page.getByLabel("Latitude").inputValue())))
      .toBeLessThan(1);
    expect(Math.abs(Number(await page.getByLabel("Longitude").inputValue()))).toBeLessThan(1);
    await page.getByRole("button", { name: "Use the position of Berlin" }).click();
    await expect.poll(() => page.getByLabel("Latitude").inputValue()).toMatch(/^52\.5/);
    expect(await page.getByLabel("Longitude").inputValue()).toMatch(/^13\.[34]/);
    await expect.poll(() => page.getByText(/^Marker at 52\.5\d*° N, 13\.\d+° E\.$/).count()).toBe(1);
    const phone = page.getByLabel("Phone");
    await phone.fill("");
    await phone.pressSequentially("15123456789");
    await expect.poll(() => phone.inputValue()).toMatch(/^\+49 1512/);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/\/business-account\?step=2$/);
    await expect.poll(() => heading(2)).toBe("Seller registration");
    // The focus moves to the new step's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("step-heading");

    // A reload (and a later visit without ?step) continues at the saved step.
    await page.reload();
    await expect.poll(() => heading(2)).toBe("Seller registration");
    await page.goto(`${baseUrl()}/business-account`);
    await expect.poll(() => heading(2)).toBe("Seller registration");
    await expect.poll(() => page.getByText("Step 2 of 3").count()).toBe(1);
    await expectAccessible(page);

    // A bad Telegram link is refused next to its field.
    await page.getByLabel("About the company").fill("Miners, hosting and repairs in Berlin.");
    await page.getByLabel("Telegram link").fill("not a link");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect.poll(() => page.getByLabel("Telegram link").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Telegram link").fill("https://t.me/journeymining");
    await page.getByLabel("WhatsApp number").fill("+49 1512 3456789");
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page
      .getByLabel("Office photos")
      .setInputFiles([{ name: "office.png", mimeType: "image/png", buffer: png }]);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/\/business-account\?step=3$/);
    // Back to step 2: the saved logo and photo are there.
    await page.getByRole("link", { name: "Back to the previous step" }).click();
    await page.waitForURL(/\/business-account\?step=2$/);
    await expect.poll(() => page.getByAltText("Office photo 1 of Journey Mining GmbH").count()).toBe(1);
    await expect.poll(() => page.getByAltText("Current logo of Journey Mining GmbH").count()).toBe(1);
    await page.goto(`${baseUrl()}/business-account`);
    await expect.poll(() => heading(2)).toBe("Upload the catalogue");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Skip and finish" }).click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => heading(1)).toBe("Settings");
    // The finished company no longer shows the steps.
    await page.goto(`${baseUrl()}/business-account`);
    await expect
      .poll(() => page.getByText("Your company Journey Mining GmbH is already set up.").count())
      .toBe(1);
  });

  it("shows the head office on the public company page", async () => {
    const me = await page.request.get(`${baseUrl()}/api/sellers/me/`);
    const company = (await me.json()) as { id: number; latitude: number; longitude: number };
    expect(company.latitude).toBeCloseTo(52.52, 1);
    await page.goto(`${baseUrl()}/company/${company.id}`);
    const map = page.getByRole("region", { name: "Head office on the map" });
    await expect.poll(() => map.getByText(/^Head office at 52\.5\d*° N, 13\.\d+° E$/).count()).toBe(1);
    // The map is an SVG image drawn by the server: the public page loads no map code.
    const img = map.locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const svg = await page.request.get(`${baseUrl()}${await img.getAttribute("src")}`);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<g transform=");
    expect((await page.request.get(`${baseUrl()}/seller-map.svg?lat=95&lon=0`)).status()).toBe(400);
    // The office photo of step 2 is public at once.
    await expect.poll(() => page.getByRole("region", { name: "Gallery" }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("moves the map location with the keyboard on /settings; it is saved (pending moderation)", async () => {
    await page.goto(`${baseUrl()}/settings`);
    await expect.poll(() => heading(1)).toBe("Settings");
    const basic = page.getByRole("region", { name: "Basic settings" });
    const latitude = basic.getByLabel("Latitude");
    const before = Number(await latitude.inputValue());
    const lonBefore = Number(await basic.getByLabel("Longitude").inputValue());
    const map = basic.getByRole("application", { name: "World map: place the head office" });
    await hydrated(page);
    await map.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(async () => Number(await latitude.inputValue())).toBeCloseTo(before + 2, 4);
    expect(Number(await basic.getByLabel("Longitude").inputValue())).toBeCloseTo(lonBefore - 10, 4);
    await expect.poll(() => basic.getByText(/^Marker at 54\.5\d*° N, 3\.\d+° E\.$/).count()).toBe(1);
    await expectAccessible(page);
    await basic.getByRole("button", { name: "Save the changes" }).click();
    await expect.poll(() => basic.getByText(/^Saved\./).count()).toBe(1);
    await page.reload();
    expect(Number(await page.getByLabel("Latitude").inputValue())).toBeCloseTo(before + 2, 4);
    expect(Number(await page.getByLabel("Longitude").inputValue())).toBeCloseTo(lonBefore - 10, 4);
    // An active company's new position waits for moderation.
    await expect
      .poll(() =>
        page
          .getByRole("group", { name: /Map location of the head office/ })
          .getByText("Pending moderation")
          .count(),
      )
      .toBe(1);
    // Typed coordinates are checked by the API and named on the field.
    await page.getByLabel("Latitude").fill("95");
    await page.getByRole("button", { name: "Save the changes" }).click();
    await expect.poll(() => page.getByLabel("Latitude").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.getByText("Ensure this value is less than or equal to 90.").count()).toBe(1);
  });

  it("removes an office photo on /settings", async () => {
    await page.goto(`${baseUrl()}/settings`);
    const photos = page.getByRole("region", { name: "Office photos" });
    await expect.poll(() => photos.getByAltText("Office photo 1 of Journey Mining GmbH").count()).toBe(1);
    // The removal answers in place once the page runs its script (a click before would post the form).
    await hydrated(page);
    await photos.getByRole("button", { name: "Remove office photo 1" }).click();
    await expect.poll(() => photos.getByText("The photo was removed.").count()).toBe(1);
    await expect.poll(() => photos.getByText("No office photo yet.").count()).toBe(1);
    expect(await photos.getByRole("img").count()).toBe(0);
    await expectAccessible(page);
    await page.reload();
    expect(await page.getByRole("region", { name: "Office photos" }).getByRole("img").count()).toBe(0);
    // New photos can be added from the settings too.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#f7931a" } })
      .jpeg()
      .toBuffer();
    const section = page.getByRole("region", { name: "Office photos" });
    await section
      .getByLabel("Office photos")
      .setInputFiles({ name: "desk.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await section.getByRole("button", { name: "Add the photos" }).click();
    await expect.poll(() => section.getByText("The photos were added.").count()).toBe(1);
    await expect.poll(() => section.getByAltText("Office photo 1 of Journey Mining GmbH").count()).toBe(1);
  });

  it("adds and edits an office on /settings, connects Telegram, sets notifications", async () => {
    await page.goto(`${baseUrl()}/settings`);
    await expect.poll(() => heading(1)).toBe("Settings");
    await expectAccessible(page);
    // After approval (the company left draft) the legal name changes only through support.
    expect(await page.getByLabel("Legal name").getAttribute("readonly")).not.toBeNull();
    await expect
      .poll(() => page.getByText("The legal name can only be changed through support.").count())
      .toBe(1);

    const offices = page.getByRole("region", { name: "Offices" });
    await offices.locator("summary", { hasText: "Add an office" }).click();
    await offices.getByLabel("Office name").fill("Berlin warehouse");
    await offices.getByLabel("Address").fill("Lagerstraße 5, 10117 Berlin");
    await offices.getByLabel("Country").selectOption("DE");
    await offices.getByRole("button", { name: "Add an office" }).click();
    await expect.poll(() => offices.getByText("The office was added.").count()).toBe(1);
    await expect.poll(() => offices.getByText("Berlin warehouse").count()).toBeGreaterThan(0);

    await offices.locator("summary", { hasText: "Edit the office Berlin warehouse" }).click();
    const edit = offices.locator("details", { hasText: "Edit the office Berlin warehouse" });
    await edit.getByLabel("Office name").fill("Berlin depot");
    await edit.getByRole("button", { name: "Save the office" }).click();
    await expect.poll(() => offices.getByText("The office was saved.").count()).toBe(1);
    await expect.poll(() => offices.getByText("Berlin depot").count()).toBeGreaterThan(0);
    // Office changes of an active company wait for moderation.
    await expect.poll(() => offices.getByText("Pending moderation").count()).toBeGreaterThan(0);
    await expectAccessible(page);

    const telegram = page.getByRole("region", { name: "Telegram" });
    await telegram.getByLabel("Chat id").fill("12345");
    await telegram.getByRole("button", { name: "Connect the chat" }).click();
    await expect.poll(() => telegram.getByLabel("Chat id").getAttribute("aria-invalid")).toBe("true");
    await telegram.getByLabel("Chat id").fill("-1001234567");
    await telegram.getByRole("button", { name: "Connect the chat" }).click();
    await expect.poll(() => telegram.getByText("The chat was connected.").count()).toBe(1);
    await telegram.getByRole("button", { name: "Send a test message to -1001234567" }).click();
    await expect.poll(() => telegram.getByText("The test message is on its way.").count()).toBe(1);
    // The job queue delivers it to the (fake) Bot API.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${inject("telegramUrl")}/sent`);
          const sent = (await res.json()) as Array<{ chat_id: string }>;
          return sent.some((m) => m.chat_id === "-1001234567");
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);

    // The chat id can be changed; a wrong one is refused on the field.
    await telegram.locator("summary", { hasText: "Change the chat id -1001234567" }).click();
    const chatId = telegram.getByLabel("New id for the chat -1001234567");
    await chatId.fill("1007654321");
    await telegram.getByRole("button", { name: "Save the chat id" }).click();
    await expect
      .poll(() => telegram.getByLabel("New id for the chat -1001234567").getAttribute("aria-invalid"))
      .toBe("true");
    await expect
      .poll(() => telegram.getByText("A Telegram chat id is a minus sign followed by digits").count())
      .toBe(1);
    await expectAccessible(page);
    await telegram.getByLabel("New id for the chat -1001234567").fill("-1007654321");
    await telegram.getByRole("button", { name: "Save the chat id" }).click();
    await expect.poll(() => telegram.getByText("The chat id was changed.").count()).toBe(1);
    await expect
      .poll(() => telegram.getByRole("button", { name: "Send a test message to -1007654321" }).count())
      .toBe(1);
    expect(await telegram.getByText("-1001234567", { exact: true }).count()).toBe(0);
    await page.reload();
    expect(
      await page.getByRole("region", { name: "Telegram" }).getByText("-1007654321", { exact: true }).count(),
    ).toBe(1);

    const emails = page.getByRole("region", { name: "More notification e-mails" });
    await emails.getByLabel("New address").fill(`alerts-${email}`);
    await emails.getByRole("button", { name: "Add the address" }).click();
    await expect.poll(() => emails.getByText("The address was added.").count()).toBe(1);
    await expect.poll(() => emails.getByText(`alerts-${email}`, { exact: true }).count()).toBe(1);

    const events = page.getByRole("region", { name: "Which events notify you" });
    const box = events.getByLabel("Catalogue import finished — E-mail");
    const was = await box.isChecked();
    await box.setChecked(!was);
    await events.getByRole("button", { name: "Save the notification settings" }).click();
    await expect.poll(() => events.getByText("The notification settings were saved.").count()).toBe(1);
    await page.reload();
    expect(await page.getByLabel("Catalogue import finished — E-mail").isChecked()).toBe(!was);
    await expectAccessible(page);
  });

  it("switches to the buyer view and back", async () => {
    const sellerMenu = () => page.getByRole("navigation", { name: "Seller workspace" }).count();
    const openAccountMenu = () => page.locator("summary", { hasText: `Account menu of ${name}` }).click();
    // The seller's view: the account menu and the side navigation lead to the seller pages.
    await openAccountMenu();
    await expect.poll(sellerMenu).toBe(2);
    await page.getByRole("button", { name: "View as user" }).click();
    await page.waitForURL(/\/buyer-account$/);
    await expect.poll(() => page.getByRole("button", { name: "Back to the seller view" }).count()).toBe(1);
    await openAccountMenu();
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "My account" }).getAttribute("href"))
      .toBe("/buyer-account");
    expect(await sellerMenu()).toBe(0);
    await expectAccessible(page);
    // A seller page says it is hidden in the buyer view, and offers the way back.
    await page.goto(`${baseUrl()}/settings`);
    await expect.poll(() => heading(1)).toBe("You are in the buyer view");
    expect(await sellerMenu()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Buyer account" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Basic settings" }).count()).toBe(0);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Back to the seller view" }).click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => heading(1)).toBe("Settings");
    await expect.poll(() => page.getByRole("button", { name: "View as user" }).count()).toBe(1);
    expect(await sellerMenu()).toBe(1);
    // And from the header's switch, back to the seller settings too.
    await page.getByRole("button", { name: "View as user" }).click();
    await page.waitForURL(/\/buyer-account$/);
    await page.getByRole("button", { name: "Back to the seller view" }).click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => heading(1)).toBe("Settings");
  });

  it("sends a partner request from /seller-partner", async () => {
    await page.goto(`${baseUrl()}/seller-partner`);
    await expect.poll(() => heading(1)).toBe("Partner page");
    expect(await page.getByLabel("Your name").inputValue()).toBe(name);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect.poll(() => page.getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Topic").selectOption("banners");
    await page.getByLabel("Message").fill("We would like a menu banner in Europe for two weeks.");
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect
      .poll(() => page.getByText("Thank you! The marketplace team will answer by e-mail.").count())
      .toBe(1);
  });

  it("shows the seller pages in French", async () => {
    await page.goto(`${baseUrl()}/fr/settings`);
    await expect.poll(() => heading(1)).toBe("Paramètres");
    await expect.poll(() => page.getByRole("button", { name: "Voir en tant qu’acheteur" }).count()).toBe(1);
    expect(await page.getByRole("application", { name: "Carte du monde : placer le siège" }).count()).toBe(1);
    expect(await page.locator("summary", { hasText: "Modifier l’identifiant -1007654321" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Retirer la photo de bureau 1" }).count()).toBe(1);
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/fr/business-account`);
    await expect
      .poll(() => page.getByText("Votre entreprise Journey Mining GmbH est déjà configurée.").count())
      .toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  // axe runs as a script in the page, so the page without JavaScript is checked by the steps above.
  it("creates a company in French without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
    try {
      const p = await context.newPage();
      const frEmail = `vendeur-${Date.now()}@example.com`;
      await p.goto(`${baseUrl()}/fr/sign-up`);
      await p.getByLabel("Nom", { exact: true }).fill("Vendeur Parcours");
      await p.getByLabel("E-mail").fill(frEmail);
      await p.getByLabel("Mot de passe", { exact: true }).fill(password);
      await p.getByLabel("Confirmez le mot de passe").fill(password);
      await p.getByRole("button", { name: "Créer le compte" }).click();
      await p.waitForURL(/\/fr\/auth-verification\?/);
      const code = await mailedCode(frEmail, /RigMarket/);
      await p.getByLabel("Code").fill(code);
      await p.getByRole("button", { name: "Confirmer" }).click();
      await p.waitForURL(/\/fr\/buyer-account$/);

      await p.goto(`${baseUrl()}/fr/business-account`);
      expect(await p.getByText("Étape 1 sur 3").count()).toBe(1);
      await p.getByLabel("Nom de l’entreprise").fill("Minage Parcours SAS");
      await p.getByLabel("Raison sociale").fill("Minage Parcours SAS");
      await p.getByLabel("Adresse du siège").fill("1 rue de Rivoli, 75001 Paris");
      await p.getByLabel("Pays").selectOption("FR");
      // Without JavaScript the cities of the chosen country come with "Show the cities" (nothing saved).
      expect(await p.getByLabel("Ville").locator("option", { hasText: "Paris" }).count()).toBe(0);
      await p.getByRole("button", { name: "Afficher les villes" }).click();
      await p
        .getByLabel("Ville")
        .locator("option", { hasText: "Paris" })
        .first()
        .waitFor({ state: "attached" });
      expect(await p.getByLabel("Nom de l’entreprise").inputValue()).toBe("Minage Parcours SAS");
      expect(await p.getByLabel("Pays").inputValue()).toBe("FR");
      await p.getByLabel("Ville").selectOption({ label: "Paris" });
      // The map location is typed.
      await p.getByLabel("Latitude").fill("48.8566");
      await p.getByLabel("Longitude").fill("2.3522");
      await p.getByLabel("Région de l’entreprise").selectOption("EU");
      await p.getByLabel("Téléphone").fill("+1 201 555 0123"); // not a French number
      await p.getByRole("button", { name: "Enregistrer et continuer" }).click();
      expect(await p.getByLabel("Téléphone").getAttribute("aria-invalid")).toBe("true");
      // What was typed stays in the form re-rendered by the server.
      expect(await p.getByLabel("Nom de l’entreprise").inputValue()).toBe("Minage Parcours SAS");
      expect(await p.getByLabel("Latitude").inputValue()).toBe("48.8566");
      await p.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
      // Enter saves the step (not "Show the cities", the first visible button of the form).
      await p.getByLabel("Téléphone").press("Enter");
      await p.waitForURL(/\/fr\/business-account\?step=2$/);
      expect(await p.getByText("Étape 2 sur 3").count()).toBe(1);
      await p.getByRole("button", { name: "Enregistrer et continuer" }).click();
      await p.waitForURL(/\/fr\/business-account\?step=3$/);
      await p.getByRole("button", { name: "Passer et terminer" }).click();
      await p.waitForURL(/\/fr\/settings$/);
      expect(await p.getByRole("heading", { level: 1 }).textContent()).toBe("Paramètres");
      // The city and the typed position were saved.
      expect(await p.getByLabel("Latitude").inputValue()).toBe("48.8566");
      expect(await p.getByLabel("Longitude").inputValue()).toBe("2.3522");
      expect(await p.getByText("Repère à 48,8566° N, 2,3522° E.").count()).toBe(1);
      const basic = p.getByRole("region", { name: "Paramètres généraux" });
      expect(await basic.getByLabel("Ville").locator("option:checked").textContent()).toBe("Paris");

      // An office in another country: "Show the cities" brings that country's cities, nothing saved.
      const offices = p.getByRole("region", { name: "Bureaux" });
      await offices.locator("summary", { hasText: "Ajouter un bureau" }).click();
      const add = offices.locator("details", { hasText: "Ajouter un bureau" });
      await add.getByLabel("Nom du bureau").fill("Entrepôt de Berlin");
      await add.getByLabel("Adresse").fill("Lagerstraße 5, 10117 Berlin");
      await add.getByLabel("Pays").selectOption("DE");
      await add.getByRole("button", { name: "Afficher les villes" }).click();
      const again = p
        .getByRole("region", { name: "Bureaux" })
        .locator("details", { hasText: "Ajouter un bureau" });
      expect(await again.getAttribute("open")).not.toBeNull();
      expect(await again.getByLabel("Nom du bureau").inputValue()).toBe("Entrepôt de Berlin");
      expect(await p.getByText("Aucun bureau pour l’instant.").count()).toBe(1);
      await again.getByLabel("Ville").selectOption({ label: "Berlin" });
      await again.getByRole("button", { name: "Ajouter un bureau" }).click();
      expect(await p.getByText("Le bureau a été ajouté.").count()).toBe(1);
      expect(await p.getByText(/Lagerstraße 5, 10117 Berlin, Allemagne/).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
