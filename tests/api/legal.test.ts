/**
 * The privacy policy as a PDF (issue 20): /Privacy-Policy.pdf and /fr/Privacy-Policy.pdf are real
 * PDF files carrying the policy's title and text, in each language, cached by browsers for an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyEn } from "../../src/common/legal/privacy.en.ts";
import { privacyFr } from "../../src/common/legal/privacy.fr.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { pdfText } from "./pdf-text.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("/Privacy-Policy.pdf", () => {
  it.each([
    ["/Privacy-Policy.pdf", privacyEn],
    ["/fr/Privacy-Policy.pdf", privacyFr],
  ])("%s is a PDF of the policy in its language", async (url, doc) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain(doc.title);
    expect(text).toContain("RigMarket");
    // A heading of each section is printed (the table of contents and the section itself).
    for (const s of doc.sections) expect(text).toContain(s.heading);
    // The second request is the same bytes (made once per language).
    const again = await t.app.inject({ method: "GET", url });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });

  it("prints French with its accents", async () => {
    const res = await t.app.inject({ method: "GET", url: "/fr/Privacy-Policy.pdf" });
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Politique de confidentialité");
    expect(text).toContain("Les données que nous recueillons");
  });
});
