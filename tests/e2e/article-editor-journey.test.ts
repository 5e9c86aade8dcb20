/**
 * The moderators' article editor (issue 19, docs/decisions/047): a moderator writes a draft in
 * English and French with a cover and an image in the body, watches the live preview follow the
 * typing, saves the draft (not public), schedules it for later (still not public), publishes it
 * (public at once through the API, on /pulse, its page and the RSS feed for a guest), finds the
 * saves in the revision history, and the console speaks
 * French under /fr. Axe on the list and the editor.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, expectAccessible, hydrated, journeyForFile, withoutJavaScript } from "./browser.ts";
import { rawRequest, signInPage } from "./journey-api.ts";

let browser: Browser;
let page: Page;
let consoleErrors: string[];
journeyForFile((opened) => ({ browser, page, consoleErrors } = opened));

const stamp = Date.now().toString(36);
let articleId = "";
const slug = `cooling-notes-${stamp}`;
const title = `Cooling notes ${stamp}`;
/** A datetime-local value in UTC, `minutes` from now. */
const utcLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function publicArticle(lang = "en") {
  const res = await rawRequest("GET", `/api/blog/articles/${slug}`, { headers: { "accept-language": lang } });
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.body) : null };
}
async function publicSlugs(): Promise<string[]> {
  const res = await rawRequest("GET", "/api/blog/articles/?page_size=50");
  return (JSON.parse(res.body).results as { slug: string }[]).map((a) => a.slug);
}
const statusMessage = (text: string) => page.getByRole("status").filter({ hasText: text });

describe("the article editor", () => {
  it("writes a draft in English and French with a cover, with the live preview following the typing", async () => {
    await signInPage(page, inject("admin"), "/admin/articles");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Articles");
    // The console's navigation leads here; the demo's articles are listed.
    expect(await page.getByRole("link", { name: "Articles", exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("row").count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("link", { name: "New article" }).click();
    await page.waitForURL(/\/admin\/articles\/new$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("New article");
    await hydrated(page);

    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Category").selectOption({ label: "Operations" });
    await page.getByLabel("Tags").fill("cooling, immersion");
    await page.getByLabel("Title in English").fill(title);
    await page.getByLabel("Lead in English").fill("What we learned running immersion tanks.");
    const bodyEn = page.getByLabel("Body in English (Markdown)");
    await bodyEn.fill("## Tanks\n\nKeep the fluid **clean**.");
    // The preview follows the typing (the server renders it, a moment after the last key).
    const previewEn = page.getByRole("region", { name: /^Preview in English/ });
    await expect
      .poll(() => previewEn.getByRole("heading", { name: "Tanks" }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await previewEn.locator("strong").textContent()).toBe("clean");
    await bodyEn.pressSequentially("\n\n## Pumps\n\nTwo per tank.");
    await expect
      .poll(() => previewEn.getByRole("heading", { name: "Pumps" }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByLabel("Title in French").fill(`Notes sur le refroidissement ${stamp}`);
    await page.getByLabel("Lead in French").fill("Ce que nous avons appris avec les cuves.");
    await page.getByLabel("Body in French (Markdown)").fill("## Cuves\n\nGardez le fluide **propre**.");
    const previewFr = page.getByRole("region", { name: /^Preview in French/ });
    await expect
      .poll(() => previewFr.getByRole("heading", { name: "Cuves" }).count(), { timeout: 10_000 })
      .toBe(1);
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "tanks.png", mimeType: "image/png", buffer: await png(1600, 900, 30) });
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => statusMessage("Draft created.").count(), { timeout: 20_000 }).toBe(1);
    await page.waitForURL(/\/admin\/articles\/\d+\?done=created$/);
    articleId = new URL(page.url()).pathname.split("/").pop() ?? "";
    expect(await page.getByTestId("article-status").textContent()).toBe("Status: Draft");
    const cover = page.getByRole("img", { name: "Current cover" });
    expect(await cover.getAttribute("src")).toMatch(/^\/uploads\/articles\/a\d+\/cover-.+\.webp$/);
    // A draft is not public.
    expect((await publicArticle()).status).toBe(404);
  });

  it("inserts an image where the cursor is in the body, shows it in the preview, and saves it", async () => {
    await hydrated(page);
    const bodyEn = page.getByLabel("Body in English (Markdown)");
    // The cursor after "## Tanks": the image goes between the heading and its paragraph.
    await bodyEn.focus();
    await bodyEn.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 8));
    await page
      .getByLabel("Image file")
      .setInputFiles({ name: "pump room.png", mimeType: "image/png", buffer: await png(640, 480, 200) });
    await page.getByLabel("Insert into").selectOption({ label: "Body in English (Markdown)" });
    await page.getByRole("button", { name: "Upload and insert" }).click();
    await expect
      .poll(() => statusMessage("Image uploaded: its Markdown is in the body.").count(), { timeout: 20_000 })
      .toBe(1);
    expect(await bodyEn.inputValue()).toMatch(
      /^## Tanks\n\n!\[pump room\]\(\/uploads\/articles\/a\d+\/[0-9a-f]+\.webp\)\n\nKeep the fluid/,
    );
    const img = page
      .getByRole("region", { name: /^Preview in English/ })
      .getByRole("img", { name: "pump room" });
    await expect.poll(() => img.count(), { timeout: 10_000 }).toBe(1);
    expect(await img.getAttribute("src")).toMatch(/^\/uploads\/articles\//);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => statusMessage("Saved.").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByLabel("Body in English (Markdown)").inputValue()).toContain(
      "![pump room](/uploads/",
    );
  });

  it("schedules the article for later (still hidden), then publishes it now (public at once)", async () => {
    await hydrated(page);
    await page.getByLabel("Publish at (UTC)").fill(utcLocal(-10));
    await page.getByRole("button", { name: "Schedule" }).click();
    // A time in the past is refused under the field, nothing changes.
    await expect
      .poll(() => page.getByText("Choose a time in the future to schedule the article").count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByLabel("Publish at (UTC)").fill(utcLocal(60));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect.poll(() => statusMessage("Scheduled.").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId("article-status").textContent()).toMatch(
      /^Status: Scheduled for .+ \(UTC\)$/,
    );
    expect((await publicArticle()).status).toBe(404);
    expect(await publicSlugs()).not.toContain(slug);

    await hydrated(page);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect.poll(() => statusMessage("Published.").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId("article-status").textContent()).toMatch(/^Status: Public since /);
    expect(await page.getByRole("link", { name: "See it on the site" }).getAttribute("href")).toBe(
      `/pulse/articles/${slug}`,
    );
    expect((await publicSlugs())[0]).toBe(slug);
    const en = await publicArticle();
    expect(en.status).toBe(200);
    expect(en.body.title).toBe(title);
    expect(en.body.cover.url).toMatch(/^\/uploads\/articles\//);
    expect(en.body.toc.map((e: { text: string }) => e.text)).toEqual(["Tanks", "Pumps"]);
    expect(en.body.html).toContain('<img src="/uploads/articles/');
    const fr = await publicArticle("fr");
    expect(fr.body).toMatchObject({ title: `Notes sur le refroidissement ${stamp}`, language: "fr" });
  });

  it("shows the published article to a guest on /pulse, on its page and in the feed", async () => {
    const guest = await browser.newContext();
    try {
      const reader = await guest.newPage();
      // The guest page cache must not keep the list from before the publication.
      await reader.goto(`${baseUrl()}/pulse`);
      const link = reader.getByRole("main").getByRole("link", { name: title }).first();
      await expect.poll(() => link.count()).toBeGreaterThan(0);
      await link.click();
      await reader.waitForURL(new RegExp(`/pulse/articles/${slug}$`));
      await expect.poll(() => reader.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(
        await reader
          .getByRole("navigation", { name: /contents/i })
          .getByRole("link", { name: "Pumps" })
          .count(),
      ).toBe(1);
    } finally {
      await guest.close();
    }
    const feed = await rawRequest("GET", "/pulse/rss.xml");
    expect(feed.status).toBe(200);
    const firstItem = feed.body.split("<item>")[1] ?? "";
    expect(firstItem).toContain(`<title>${title}</title>`);
    expect(firstItem).toContain(`/pulse/articles/${slug}</link>`);
  });

  it("lists the saves in the revision history and restores an earlier one", async () => {
    const history = page.getByRole("region", { name: "Revision history" });
    const items = history.getByRole("listitem");
    // Created, image inserted, scheduled, published (the saves that changed nothing left no revision).
    expect(await items.count()).toBe(4);
    expect(await items.first().textContent()).toContain("Published");
    expect(await items.last().textContent()).toContain("Draft");
    // The first version had no image in the body: restoring it takes the image out, the article stays public.
    await hydrated(page);
    await items
      .last()
      .getByRole("button", { name: /^Restore the version of / })
      .click();
    await expect.poll(() => statusMessage("Revision restored.").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByLabel("Body in English (Markdown)").inputValue()).not.toContain("/uploads/");
    expect(await page.getByTestId("article-status").textContent()).toMatch(/^Status: Public since /);
    expect((await publicArticle()).body.html).not.toContain("<img");
    await expectAccessible(page);
  });

  it("speaks French under /fr, and lists the article as published", async () => {
    await page.goto(`${baseUrl()}/fr/admin/articles/${articleId}`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `Modifier «\u00a0${title}\u00a0»`,
    );
    expect(await page.getByLabel("Texte en français (Markdown)").inputValue()).toContain("## Cuves");
    expect(await page.getByRole("button", { name: "Enregistrer les modifications" }).count()).toBe(1);
    expect(
      await page
        .getByRole("region", { name: /^Aperçu en français/ })
        .getByRole("heading", { name: "Cuves" })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/fr/admin/articles?status=published&search=${encodeURIComponent(stamp)}`);
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.textContent()).toContain("Public depuis le");
    expect(await row.textContent()).toContain("Anglais, Français");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it("previews on the server and unpublishes without JavaScript", async () => {
    const noJs = await withoutJavaScript(browser, page);
    try {
      await noJs.goto(`${baseUrl()}/admin/articles/${articleId}`);
      const body = noJs.getByLabel("Body in English (Markdown)");
      await body.fill("## Offline heading\n\nTyped without a script.");
      await noJs.getByRole("button", { name: "Preview" }).click();
      await noJs.waitForLoadState();
      const preview = noJs.getByRole("region", { name: /^Preview in English/ });
      expect(await preview.getByRole("heading", { name: "Offline heading" }).count()).toBe(1);
      // What was typed is still there, and nothing was saved.
      expect(await noJs.getByLabel("Body in English (Markdown)").inputValue()).toContain(
        "Typed without a script.",
      );
      expect((await publicArticle()).body.html).not.toContain("Offline heading");
      // An image without a script: the form is saved and the Markdown added at the end of the body.
      await noJs
        .getByLabel("Image file")
        .setInputFiles({ name: "offline.png", mimeType: "image/png", buffer: await png(300, 200, 90) });
      await noJs.getByRole("button", { name: "Upload and insert" }).click();
      await noJs.waitForURL(/done=imageAdded$/);
      expect(await noJs.getByLabel("Body in English (Markdown)").inputValue()).toMatch(
        /Typed without a script\.\n\n!\[offline\]\(\/uploads\/articles\/a\d+\/[0-9a-f]+\.webp\)\n$/,
      );
      await noJs.getByRole("button", { name: "Unpublish" }).click();
      await noJs.waitForURL(/done=unpublished$/);
      expect(await noJs.getByTestId("article-status").textContent()).toBe("Status: Draft");
      expect((await publicArticle()).status).toBe(404);
      expect(await publicSlugs()).not.toContain(slug);
    } finally {
      await noJs.context().close();
    }
  });

  it("deletes the article once the deletion is confirmed", async () => {
    await page.goto(`${baseUrl()}/admin/articles/${articleId}`);
    await hydrated(page);
    await page.getByLabel("Yes, delete this article, its history and its cover").check();
    await page.getByRole("button", { name: `Delete “${title}”` }).click();
    await expect.poll(() => statusMessage("Article deleted.").count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/admin/articles");
    expect(await page.getByRole("row").filter({ hasText: title }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
