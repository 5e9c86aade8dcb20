/**
 * A buyer's account journey (issue 4): sign up, read the code in the dev mailbox, verify, sign
 * out, reset the password through the mailed link, sign in, change the avatar and the password;
 * the sign-in page in French; axe on sign-in, sign-up and the buyer account.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, journeyForFile } from "./browser.ts";
import { waitForMail } from "./journey-api.ts";

let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ page, consoleErrors } = opened));

const email = `buyer-${Date.now()}@example.com`;
const name = "Journey Buyer";
const firstPassword = "First-pass1";
const resetPassword = "Reset-pass2";
const finalPassword = "Final-pass3";

async function signIn(password: string) {
  await page.goto(`${baseUrl()}/sign-in`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/buyer-account$/);
}

async function signOut() {
  await page.locator("header summary", { hasText: `Account menu of ${name}` }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await expect.poll(() => page.getByRole("link", { name: "Sign in" }).count()).toBeGreaterThan(0);
}

describe("accounts journey", () => {
  it("sends guests from the buyer account to sign-in with a next parameter", async () => {
    await page.goto(`${baseUrl()}/buyer-account`);
    await page.waitForURL(/\/sign-in\?next=%2Fbuyer-account$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Sign in");
    await expectAccessible(page);
  });

  it("signs up with the live password checklist, verifies the mailed code", async () => {
    await page.goto(`${baseUrl()}/sign-up`);
    await expectAccessible(page);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail").fill(email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("abc");
    await expect.poll(() => page.getByText("✓").count()).toBe(1); // lower case only
    await password.fill(firstPassword);
    await expect.poll(() => page.getByText("✓").count()).toBe(5);
    await page.getByLabel("Confirm the password").fill(firstPassword);
    await page.getByRole("button", { name: "Create the account" }).click();
    await page.waitForURL(/\/auth-verification\?/);

    // "Send again" is locked by the countdown, which survives a reload.
    const resend = page.getByRole("button", { name: /Send again/ });
    await expect.poll(() => resend.innerText()).toMatch(/Send again in [23]:\d\d/);
    expect(await resend.isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => resend.innerText()).toMatch(/Send again in [23]:\d\d/);
    expect(await resend.isDisabled()).toBe(true);

    // A wrong code first.
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect
      .poll(() =>
        page.getByText("The code doesn't match. Click 'Send again' below to get a new code.").count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByLabel("Code").getAttribute("aria-invalid")).toBe("true");

    // The dev mailbox page lists the mail; its text holds the code.
    const mail = await waitForMail(email, /is your RigMarket code/);
    await page.goto(`${baseUrl()}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole("link", { name: /is your RigMarket code/ })
      .first()
      .click();
    await page.waitForURL(/\/dev\/mailbox\/\d+$/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(await page.getByTestId("mail-text").textContent()).toContain(code);

    await page.goto(`${baseUrl()}/auth-verification?email=${encodeURIComponent(email)}`);
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/buyer-account$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("My account");
    await expect.poll(() => page.getByText(`Signed in as ${name} (${email})`).count()).toBe(1);
    await expectAccessible(page);

    // Guest-only pages send a signed-in user home.
    await page.goto(`${baseUrl()}/sign-in`);
    await page.waitForURL(/\/buyer-account$/);
  });

  it("signs out, resets the password through the mailed link, signs in", async () => {
    await signOut();
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect.poll(() => page.getByRole("status").count()).toBeGreaterThan(0);
    const mail = await waitForMail(email, /Reset your RigMarket password/);
    const link = /https?:\/\/\S*\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0] ?? "";
    expect(link).not.toBe("");
    const url = new URL(link);
    await page.goto(`${baseUrl()}${url.pathname}${url.search}`);
    await page.getByLabel("New password").fill(resetPassword);
    await page.getByLabel("Confirm the password").fill(resetPassword);
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.waitForURL(/\/sign-in\?reset=1$/);
    await expect
      .poll(() => page.getByText("Your password is changed. Sign in with the new one.").count())
      .toBe(1);

    // The link works once.
    await page.goto(`${baseUrl()}${url.pathname}${url.search}`);
    await page.getByLabel("New password").fill(finalPassword);
    await page.getByLabel("Confirm the password").fill(finalPassword);
    await page.getByRole("button", { name: "Save the password" }).click();
    await expect.poll(() => page.getByText("The link has expired.").count()).toBeGreaterThan(0);

    await signIn(resetPassword);
  });

  it("changes the avatar (upload) and the password", async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 250, g: 180, b: 20 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload a picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect.poll(() => page.getByText("Your avatar is saved.").count()).toBe(1);
    // The header shows the new picture.
    await expect
      .poll(() => page.locator("header summary img").getAttribute("src"))
      .toMatch(/\/uploads\/.+\.webp/);

    await page.getByLabel("Current password").fill(resetPassword);
    await page.getByLabel("New password").fill(finalPassword);
    await page.getByLabel("Confirm the password").fill(finalPassword);
    await page.getByRole("button", { name: "Change the password" }).click();
    await expect.poll(() => page.getByText(/Your password is changed/).count()).toBe(1);

    await signOut();
    await signIn(finalPassword);
    await signOut();
  });

  it("refreshes the session on the server and from the browser; a reused refresh token signs out", async () => {
    await signIn(finalPassword);
    const context = page.context();
    const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
    const firstRefresh = await cookie("refreshToken");
    expect(firstRefresh).toBeTruthy();

    // The access token is gone: the server refreshes once, renders signed in and sets new cookies.
    // (Leave the page first, so its own 60-second refresh check cannot race the server's refresh.)
    await page.goto("about:blank");
    await context.clearCookies({ name: "accessToken" });
    await page.goto(`${baseUrl()}/buyer-account`);
    await expect.poll(() => page.getByText(`Signed in as ${name}`).count()).toBe(1);
    expect(await cookie("accessToken")).toBeTruthy();
    expect(await cookie("refreshToken")).not.toBe(firstRefresh);

    // The browser's 60-second check posts to /session-refresh with the CSRF header.
    const statuses = await page.evaluate(async () => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const withHeader = await fetch("/session-refresh", {
        method: "POST",
        headers: { "x-csrftoken": csrf },
      });
      const without = await fetch("/session-refresh", { method: "POST" });
      return [withHeader.status, without.status];
    });
    expect(statuses).toEqual([200, 403]);

    // Replaying the first (rotated) refresh token revokes the session: the next page is signed out.
    await page.goto("about:blank");
    await context.clearCookies({ name: "accessToken" });
    await context.addCookies([{ name: "refreshToken", value: firstRefresh ?? "", url: baseUrl() }]);
    await page.goto(`${baseUrl()}/buyer-account`);
    await page.waitForURL(/\/sign-in\?next=%2Fbuyer-account$/);
    expect(await cookie("refreshToken")).toBeUndefined();
  });

  it("shows the sign-in page in French, with the API's errors in French", async () => {
    await page.goto(`${baseUrl()}/fr/sign-in`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Connexion");
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Not-the-password1");
    await page.getByRole("button", { name: "Se connecter" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.count()).toBeGreaterThan(0);
    expect(await alert.first().innerText()).not.toMatch(/password/i);
    expect(page.url()).toMatch(/\/fr\/sign-in$/);
    expect(consoleErrors).toEqual([]);
  });
});
