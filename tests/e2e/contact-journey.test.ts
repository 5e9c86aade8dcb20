/**
 * Issue 20's contact journeys: the privacy policy and terms pages (and the PDF); /AuthView returning
 * to the page it was opened from (a same-site `next` or Referer kept, an outside one dropped); the
 * newsletter subscribed from the footer without JavaScript, confirmed from the e-mail, left from
 * the welcome mail's unsubscribe link; feedback sent as a guest, answered from the console, the
 * answer arriving in the dev mailbox; axe on every new page.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Journey } from "./browser.ts";
import {
  baseUrl,
  clearCookies,
  expectAccessible,
  hydrated,
  journeyForFile,
  withoutJavaScript,
} from "./browser.ts";
import { mailLink, rawRequest, signInPage, waitForMail } from "./journey-api.ts";

let page: Page;
let journey: Journey;
journeyForFile((opened) => {
  journey = opened;
  page = opened.page;
});

const stamp = Date.now().toString(36);
const site = (path: string) => `${baseUrl()}${path}`;

describe("privacy policy and terms", () => {
  it("shows the policy with its table of contents and the PDF, in English and French", async () => {
    await page.goto(site("/privacy-policy"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy policy");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "6. Your rights" })
      .click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#rights");
    await expectAccessible(page);
    const pdf = await rawRequest("GET", "/Privacy-Policy.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await page.getByRole("link", { name: "Download as PDF" }).getAttribute("href")).toBe(
      "/Privacy-Policy.pdf",
    );

    await page.goto(site("/fr/terms"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Conditions d’utilisation");
    await expectAccessible(page);
    // The footer leads to both.
    const legal = page.getByRole("navigation", { name: "Informations légales" });
    expect(await legal.getByRole("link", { name: "Politique de confidentialité" }).getAttribute("href")).toBe(
      "/fr/privacy-policy",
    );
  });
});

describe("/AuthView", () => {
  const location = async (path: string, headers: Record<string, string> = {}) => {
    const res = await rawRequest("GET", path, { headers });
    expect(res.status).toBe(302);
    return new URL(String(res.headers.location), baseUrl());
  };

  it("keeps a same-site page to return to, from `next` or the Referer", async () => {
    const fromNext = await location("/AuthView?next=%2Fproducts-catalog%3Fq%3Dantminer");
    expect(fromNext.pathname).toBe("/sign-in");
    expect(fromNext.searchParams.get("next")).toBe("/products-catalog?q=antminer");
    const fromReferer = await location("/AuthView", { referer: site("/companies-catalog") });
    expect(fromReferer.searchParams.get("next")).toBe("/companies-catalog");
    const french = await location("/fr/AuthView", { referer: site("/fr/marketplace") });
    expect(french.pathname).toBe("/fr/sign-in");
    expect(french.searchParams.get("next")).toBe("/fr/marketplace");
  });

  it("never leads off the site: an outside `next` or Referer returns to the home page", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      const to = await location(`/AuthView?next=${encodeURIComponent(next)}`);
      expect(to.host, next).toBe(new URL(baseUrl()).host);
      expect(to.searchParams.get("next"), next).toBe("/");
    }
    // Read as the one rule reads it: a path of this site ("/evil.example"), never "//host".
    const dotted = await location(`/AuthView?next=${encodeURIComponent("/.//evil.example")}`);
    expect(dotted.searchParams.get("next")).toBe("/evil.example");
    const referer = await location("/AuthView", { referer: "https://evil.example/products-catalog" });
    expect(referer.searchParams.get("next")).toBe("/");
  });

  it("returns to the page it was opened from after signing in; signed in, it goes straight there", async () => {
    await clearCookies(page);
    await page.goto(site("/AuthView"), { referer: site("/companies-catalog") });
    await page.waitForURL(/\/sign-in\?next=%2Fcompanies-catalog$/);
    await hydrated(page);
    const admin = inject("admin");
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(site("/companies-catalog"));
    await page.goto(site("/AuthView?next=%2Fmarketplace"));
    await page.waitForURL(site("/marketplace"));
  });
});

describe("newsletter", () => {
  const email = `reader-${stamp}@example.com`;

  it("subscribes from the footer without JavaScript, confirms from the e-mail, and unsubscribes from the welcome mail", async () => {
    await clearCookies(page);
    const noJs = await withoutJavaScript(journey.browser, page);
    await noJs.goto(site("/marketplace"));
    await noJs.getByRole("textbox", { name: "E-mail" }).last().fill(email);
    await noJs.getByRole("button", { name: "Subscribe" }).click();
    await noJs.waitForURL(site("/newsletter"));
    expect(await noJs.getByRole("status").textContent()).toMatch(/^Almost done/);
    await noJs.context().close();

    const confirmMail = await waitForMail(email, /^Confirm your subscription/);
    const confirmPath = mailLink(confirmMail.text, "/newsletter/confirm");
    // The page shows the address: kept by no cache.
    expect((await rawRequest("GET", confirmPath)).headers["cache-control"]).toBe("no-store");
    await page.goto(site(confirmPath));
    expect(await page.getByText(`receive the RigMarket newsletter at ${email}`).count()).toBe(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe("Your subscription is confirmed. Welcome!");

    const welcome = await waitForMail(email, /^Welcome to the RigMarket newsletter/);
    await page.goto(site(mailLink(welcome.text, "/newsletter/preferences")));
    expect(await page.getByRole("checkbox", { name: "Pulse articles" }).isChecked()).toBe(true);
    await expectAccessible(page);

    await page.goto(site(mailLink(welcome.text, "/newsletter/unsubscribe")));
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe("You are unsubscribed: you will receive no more newsletters from us.");
  });

  it("shows the /newsletter page and the moderators' counts, accessibly", async () => {
    await page.goto(site("/fr/newsletter"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "La lettre d’information de RigMarket",
    );
    await expectAccessible(page);
    await signInPage(page, inject("admin"), "/admin/newsletter");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Newsletter subscribers");
    expect(
      await page.getByRole("link", { name: "Export confirmed subscribers (CSV)" }).getAttribute("href"),
    ).toBe("/api/moderation/newsletter/export/");
    await expectAccessible(page);
  });
});

describe("feedback", () => {
  const email = `guest-${stamp}@example.com`;
  const text = `The map of sellers should show hosting sites too (${stamp}).`;

  it("works without JavaScript, naming the fields to fix", async () => {
    await clearCookies(page);
    const noJs = await withoutJavaScript(journey.browser, page);
    await noJs.goto(site("/fr/feedback"));
    await noJs.getByLabel("Votre nom").fill("Sans Script");
    await noJs.getByLabel("Adresse e-mail").first().fill("pas-une-adresse");
    await noJs.getByLabel("Message").fill("Bonjour, ceci est un essai sans JavaScript.");
    await noJs.getByRole("button", { name: "Envoyer", exact: true }).click();
    expect(await noJs.getByText("Indiquez une adresse e-mail valide.").count()).toBe(1);
    // What was typed is still there.
    expect(await noJs.getByLabel("Votre nom").inputValue()).toBe("Sans Script");
    expect(await noJs.getByLabel("Message").inputValue()).toBe("Bonjour, ceci est un essai sans JavaScript.");
    await noJs.getByLabel("Adresse e-mail").first().fill(`nojs-${stamp}@example.com`);
    await noJs.getByRole("button", { name: "Envoyer", exact: true }).click();
    expect(await noJs.getByRole("status").first().textContent()).toBe(
      "Merci\u00a0! Votre message est parvenu à l’équipe\u00a0; nous vous répondrons par e-mail.",
    );
    await noJs.context().close();
  });

  it("sends a guest's message and says thank you", async () => {
    await clearCookies(page);
    await page.goto(site("/feedback"));
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Your name").fill("Gail Guest");
    await page.getByLabel("E-mail").first().fill(email);
    await page.getByLabel("Topic").selectOption("idea");
    await page.getByLabel("Message").fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe("Thank you! Your message has reached the team; we will answer you by e-mail.");
    await expectAccessible(page);
  });

  it("lets the moderator answer it from the console; the answer reaches the sender", async () => {
    await signInPage(page, inject("admin"), "/admin/feedback");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Gail Guest" }).first().click();
    await page.waitForURL(/\/admin\/feedback\/\d+$/);
    await expect.poll(() => page.getByText(text).count()).toBe(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Your answer").fill(`Good idea, it is planned (${stamp}).`);
    await page.getByRole("button", { name: "Send the answer" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe(`The answer was e-mailed to ${email}.`);
    const mail = await waitForMail(email, /^Re: your message to RigMarket/);
    expect(mail.text).toContain(`Good idea, it is planned (${stamp}).`);
    expect(mail.text).toContain(text);
    expect(journey.consoleErrors).toEqual([]);
  });
});
