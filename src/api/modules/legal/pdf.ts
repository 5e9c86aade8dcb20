/**
 * /Privacy-Policy.pdf (the spec's link, in the cookie banner and the footer): the privacy policy of
 * /privacy-policy printed as a PDF from the same text (src/common/legal/), once per language per
 * process, on first request (pdfkit is loaded then: src/api/infra/lazy.ts). Standard PDF fonts
 * (Helvetica) cover the French text (WinAnsi: accents, no-break spaces, typographic apostrophes).
 */
import type { Locale } from "../../../common/i18n/index.ts";
import { type LegalDocument, loadLegal } from "../../../common/legal/types.ts";
import { loadPdfKit } from "../../infra/lazy.ts";

const MARGIN = 56;
const INK = "#111827";
const MUTED = "#4b5563";

/** Writes a document's text into a PDF and returns its bytes. */
export async function renderLegalPdf(doc: LegalDocument, locale: Locale): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: { Title: doc.title, Author: "RigMarket", Subject: doc.title, Creator: "RigMarket" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(INK).text("RigMarket");
  pdf.moveDown(0.3).fontSize(18).text(doc.title);
  pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text(doc.updated).moveDown();
  body(pdf, doc.intro);
  pdf.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(doc.contents).moveDown(0.3);
  pdf.font("Helvetica").fontSize(11);
  for (const s of doc.sections) pdf.text(s.heading, { indent: 12 });
  pdf.moveDown();
  for (const s of doc.sections) {
    pdf.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(s.heading, { paragraphGap: 6 });
    body(pdf, s.paragraphs);
    if (s.items?.length) {
      pdf.font("Helvetica").fontSize(11).fillColor(INK);
      pdf.list(s.items, { bulletRadius: 2, textIndent: 14, paragraphGap: 4 });
      pdf.moveDown(0.5);
    }
    body(pdf, s.after ?? []);
    pdf.moveDown(0.5);
  }
  pdf.end();
  return done;
}

function body(pdf: PDFKit.PDFDocument, paragraphs: string[]) {
  pdf.font("Helvetica").fontSize(11).fillColor(INK);
  for (const p of paragraphs) pdf.text(p, { align: "left", paragraphGap: 8, lineGap: 2 });
}

/** The bytes per language, made once (the text changes only with a deploy). */
export function createLegalPdfs() {
  const made = new Map<Locale, Promise<Buffer>>();
  return {
    privacy(locale: Locale): Promise<Buffer> {
      let pdf = made.get(locale);
      if (!pdf) {
        pdf = loadLegal("privacy", locale).then((doc) => renderLegalPdf(doc, locale));
        // A failure is not kept: the next request tries again.
        pdf.catch(() => made.delete(locale));
        made.set(locale, pdf);
      }
      return pdf;
    },
  };
}
