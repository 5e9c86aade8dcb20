/**
 * Saved searches and alerts in the browser (issue 22): a guest presses "Save this search" on the
 * catalogue, signs in and comes back to the save page (through /AuthView), saves the search and sets
 * a Telegram chat; a seller puts a matching product up and a moderator approves it; the daily digest
 * (run now through the test control server) brings one mail with the product and an unsubscribe link
 * that works (the page, then the alert shows as paused), and a Telegram copy on the local fake Bot
 * API; axe on every new page, in English and French.
 *
 * Instant alerts and model identity (issue 30, decision 064): an English and a French buyer save
 * "S21 Pro ≤ $4,000" with instant delivery; a seller's S21 Pro and S21+ (both under $4,000) are
 * approved by a moderator; each buyer's mailbox has an instant mail (in their language) linking the
 * S21 Pro only, and /buyer-alerts (/fr/buyer-alerts) lists the S21 Pro match, not the S21+.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, clearCookies, expectAccessible, hydrated, journeyForFile } from "./browser.ts";
import {
  apiJson,
  productSentForVerification,
  registerVerified,
  sha256MinersCategoryId,
  signInPage,
  verifiedSeller,
  waitForMail,
} from "./journey-api.ts";

let page: Page;
journeyForFile((opened) => {
  page = opened.page;
});

const stamp = Date.now().toString(36);
const site = (path: string) => `${baseUrl()}${path}`;
const buyer = { name: "Alice Alerts", email: `alerts-buyer-${stamp}@example.com`, password: "Buyer-pass1" };
const seller = { name: "Sam Alerts", email: `alerts-seller-${stamp}@example.com`, password: "Seller-pass1" };
const word = `hashbeast${stamp}`;
const chatId = `55${Date.now() % 1_000_000}`;
const proBuyer = { name: "Paul Pro", email: `alerts-pro-${stamp}@example.com`, password: "Buyer-pass1" };
const proBuyerFr = { name: "Pia Pro", email: `alerts-pro-fr-${stamp}@example.com`, password: "Buyer-pass1" };
const proSeller = {
  name: "Sid Pro",
  email: `alerts-pro-seller-${stamp}@example.com`,
  password: "Seller-pass1",
};
const searchQuery = `search=${encodeURIComponent("S21 Pro")}&price_max=4000`;

describe("saved searches and alerts", () => {
  it("saves a catalogue search from the catalogue, signing in on the way", async () => {
    await registerVerified(buyer);
    await clearCookies(page);
    await page.goto(site(`/products-catalog?search=${word}`));
    await hydrated(page);
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.waitForURL(/\/sign-in\?/);
    await page.getByLabel("E-mail").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(buyer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/buyer-alerts\/new\?/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Save this search");
    expect(await page.getByText(`Text: “${word}”`).count()).toBe(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Name").fill(`Beasts ${stamp}`);
    await page.getByLabel("In one digest a day (07:00 UTC)").check();
    await page.getByRole("button", { name: "Save and alert me" }).click();
    await page.waitForURL(/\/buyer-alerts\?saved=1$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Saved searches and alerts");
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Your search is saved");
    expect(await page.getByRole("heading", { level: 3, name: `Beasts ${stamp}` }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Open the search" }).getAttribute("href")).toBe(
      `/products-catalog?search=${word}`,
    );
    await page.getByLabel("Telegram chat id").fill(chatId);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByText("Saved.", { exact: true }).count()).toBe(1);
    await expectAccessible(page);
  });

  it("mails the daily digest once a matching product is approved, with an unsubscribe link that works", async () => {
    const token = await verifiedSeller(seller, { name: `Alert Rigs ${stamp}` });
    const product = await productSentForVerification(token, {
      name: `Antminer S21 ${word}`,
      categoryId: await sha256MinersCategoryId(),
      deliveryRegions: ["NA", "EU"],
      photoColor: { r: 20, g: 120, b: 200 },
    });
    const admin = inject("admin");
    const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", admin);
    await apiJson("POST", "/api/moderation/products/approve/", { ids: [product.id] }, pair.access);
    // The match job runs in the server's worker; the digest (daily) is run now until it sends.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${inject("testControlUrl")}/run-alerts-digest`, { method: "POST" });
          return Number(await res.text());
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const mail = await waitForMail(buyer.email, /new match for your alerts/);
    expect(mail.text).toContain(`Beasts ${stamp}:`);
    expect(mail.text).toContain(`/product/${product.sku}`);
    const sent = (await (await fetch(`${inject("telegramUrl")}/sent`)).json()) as {
      chat_id: string;
      text: string;
    }[];
    expect(sent.some((m) => m.chat_id === chatId && m.text.includes(word))).toBe(true);

    const link = /https?:\/\/[^\s/]+(\/alerts\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in ${mail.text}`);
    await clearCookies(page);
    await page.goto(site(link));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Unsubscribe from alerts");
    expect(await page.getByText(`Stop the alert “Beasts ${stamp}”?`, { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe("Done: this alert will send you nothing more.");
  });

  it("shows the alert paused, in French too", async () => {
    await signInPage(page, buyer, "/fr/buyer-alerts");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Recherches enregistrées et alertes");
    await hydrated(page);
    expect(await page.getByText("En pause", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Reprendre" }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Reprendre" }).click();
    await expect.poll(() => page.getByText("L’alerte est de nouveau active.").count()).toBe(1);
  });
});

describe("instant alerts that name a model", () => {
  let pro: { id: number; sku: string };
  let plus: { id: number; sku: string };
  const proName = `Antminer S21 Pro 234T ${stamp}`;
  // "protected" starts with "pro": the catalogue's as-you-type text search lists it for "S21 Pro".
  const plusName = `Antminer S21+ 235T ${stamp}, protected shipping`;

  it("saves “S21 Pro ≤ $4,000” with instant delivery from the catalogue, in English", async () => {
    await registerVerified(proBuyer);
    await signInPage(page, proBuyer, `/products-catalog?${searchQuery}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.waitForURL(/\/buyer-alerts\/new\?/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Save this search");
    expect(await page.getByRole("group", { name: "When to tell me" }).count()).toBe(1);
    expect(await page.getByLabel("At once (within seconds of a match)").isChecked()).toBe(true);
    expect(await page.getByLabel("In one digest a day (07:00 UTC)").isChecked()).toBe(false);
    expect(await page.getByLabel("By e-mail").isChecked()).toBe(true);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Name").fill(`S21 Pro deals ${stamp}`);
    await page.getByRole("button", { name: "Save and alert me" }).click();
    await page.waitForURL(/\/buyer-alerts\?saved=1$/);
    await expect.poll(() => page.getByText("Sent at once", { exact: false }).count()).toBe(1);
    expect(await page.getByText("Nothing found yet.").count()).toBe(1);
  });

  it("saves the same search in French, choosing instant delivery", async () => {
    const token = await registerVerified(proBuyerFr);
    const me = await apiJson<{ id: number }>("GET", "/api/accounts/users/me/", undefined, token);
    await apiJson("PATCH", `/api/accounts/users/${me.id}/`, { locale: "fr" }, token);
    await signInPage(page, proBuyerFr, `/fr/buyer-alerts/new?q=${encodeURIComponent(searchQuery)}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Enregistrer cette recherche");
    await hydrated(page);
    await page.getByLabel("Dans un récapitulatif par jour (7 h UTC)").check();
    await page.getByLabel("Aussitôt (quelques secondes après la mise en vente)").check();
    expect(await page.getByLabel("Par e-mail").isChecked()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel("Nom").fill(`Offres S21 Pro ${stamp}`);
    await page.getByRole("button", { name: "Enregistrer et m’alerter" }).click();
    await page.waitForURL(/\/fr\/buyer-alerts\?saved=1$/);
    await expect.poll(() => page.getByText("Envoyée aussitôt", { exact: false }).count()).toBe(1);
  });

  it("mails each buyer the approved S21 Pro at once, never the S21+, and lists it on the alerts page", async () => {
    const token = await verifiedSeller(proSeller, { name: `Pro Rigs ${stamp}` });
    const models = await apiJson<{ id: number; name: string }[]>("GET", "/api/models/miners/simple/");
    const modelId = (name: string) => models.find((m) => m.name === name || m.name.endsWith(` ${name}`))?.id;
    const categoryId = await sha256MinersCategoryId();
    plus = await productSentForVerification(token, {
      name: plusName,
      categoryId,
      deliveryRegions: ["NA", "EU"],
      photoColor: { r: 200, g: 40, b: 40 },
      modelId: modelId("Antminer S21+"),
      unitPrice: 3700,
    });
    pro = await productSentForVerification(token, {
      name: proName,
      categoryId,
      deliveryRegions: ["NA", "EU"],
      photoColor: { r: 40, g: 200, b: 40 },
      modelId: modelId("Antminer S21 Pro"),
      unitPrice: 3800,
    });
    const pair = await apiJson<{ access: string }>("POST", "/api/accounts/get-token-pair/", inject("admin"));
    await apiJson("POST", "/api/moderation/products/approve/", { ids: [plus.id, pro.id] }, pair.access);

    // No digest is run: the instant job of the server's worker sends it.
    const mail = await waitForMail(proBuyer.email, /a new listing for your alert “S21 Pro deals/);
    expect(mail.text).toContain(`${baseUrl()}/product/${pro.sku}`);
    expect(mail.text).toContain(proName);
    expect(mail.text).not.toContain(plus.sku);
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\?token=/);
    const fr = await waitForMail(proBuyerFr.email, /une nouvelle annonce pour votre alerte « Offres S21 Pro/);
    expect(fr.text).toContain(`${baseUrl()}/fr/product/${pro.sku}`);
    expect(fr.text).not.toContain(plus.sku);
    const all = await apiJson<{ results: { subject: string }[] }>(
      "GET",
      `/api/dev/mailbox/?to=${encodeURIComponent(proBuyer.email)}`,
    );
    expect(all.results.filter((m) => /alert/.test(m.subject)).length).toBe(1);

    await signInPage(page, proBuyer, "/buyer-alerts");
    const matches = page.getByRole("region", { name: `Recent matches of “S21 Pro deals ${stamp}”` });
    await expect.poll(() => matches.getByRole("link", { name: proName }).count()).toBe(1);
    expect(await matches.getByRole("link", { name: proName }).getAttribute("href")).toBe(
      `/product/${pro.sku}`,
    );
    expect(await page.getByRole("link", { name: plusName }).count()).toBe(0);
    expect(await matches.getByText("$3,800").count()).toBe(1);
    await expectAccessible(page);
    // The delivery can be changed on the alert: to the daily digest.
    await hydrated(page);
    await page.getByText("Sent at once", { exact: false }).click();
    await page.getByLabel("In one digest a day (07:00 UTC)").check();
    await page.getByRole("button", { name: "Save the delivery" }).click();
    await expect.poll(() => page.getByText("The delivery is saved.").count()).toBe(1);
    await expect.poll(() => page.getByText("Sent in the daily digest", { exact: false }).count()).toBe(1);
  });

  it("lists the match in French", async () => {
    await signInPage(page, proBuyerFr, "/fr/buyer-alerts");
    const matches = page.getByRole("region", { name: `Derniers résultats de « Offres S21 Pro ${stamp} »` });
    await expect.poll(() => matches.getByRole("link", { name: proName }).count()).toBe(1);
    expect(await matches.getByRole("link", { name: proName }).getAttribute("href")).toBe(
      `/fr/product/${pro.sku}`,
    );
    expect(await page.getByRole("link", { name: plusName }).count()).toBe(0);
    expect(await matches.getByText(/3\s800\s\$/).count()).toBe(1);
    await expectAccessible(page);
  });
});
