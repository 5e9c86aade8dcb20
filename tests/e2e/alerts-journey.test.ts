/**
 * Saved searches and alerts in the browser (issue 22): a guest presses "Save this search" on the
 * catalogue, signs in and comes back to the save page (through /AuthView), saves the search and sets
 * a Telegram chat; a seller puts a matching product up and a moderator approves it; the daily digest
 * (run now through the test control server) brings one mail with the product and an unsubscribe link
 * that works (the page, then the alert shows as paused), and a Telegram copy on the local fake Bot
 * API; axe on every new page, in English and French.
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
