/**
 * The privacy policy as a PDF (issue 20): /Privacy-Policy.pdf in English, /fr/Privacy-Policy.pdf
 * in French, the same text as the /privacy-policy page. Not API calls: files served beside the pages.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Locale } from "../../../common/i18n/index.ts";
import { createLegalPdfs } from "./pdf.ts";

const pdfFile = z.any().describe("The privacy policy, application/pdf");

export const legalRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const pdfs = createLegalPdfs();
  for (const [url, locale] of [
    ["/Privacy-Policy.pdf", "en"],
    ["/fr/Privacy-Policy.pdf", "fr"],
  ] as const satisfies readonly (readonly [string, Locale])[]) {
    app.get(
      url,
      {
        schema: {
          tags: ["legal"],
          summary: `The privacy policy as a PDF (${locale === "fr" ? "French" : "English"})`,
          response: { 200: pdfFile },
        },
      },
      async (_request, reply) => {
        const bytes = await pdfs.privacy(locale);
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `inline; filename="${locale === "fr" ? "Politique-de-confidentialite" : "Privacy-Policy"}.pdf"`,
          )
          .header("cache-control", "public, max-age=3600")
          .send(bytes);
      },
    );
  }
};
