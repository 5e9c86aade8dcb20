/**
 * The proforma invoice of an order (issue 21) as a PDF, in the caller's language: seller, buyer,
 * the line (quantity, unit price, total), Incoterm, delivery place and address, lead time, warranty,
 * the quote's payment terms, validity and other terms as frozen into the order at acceptance
 * (decision 059), the payment method and status. pdfkit is loaded on first use (src/api/infra/lazy.ts); standard Helvetica covers the
 * French text (WinAnsi).
 */
import type { Order } from "../../../common/api/orders.ts";
import { type Locale, type MessageKey, translate } from "../../../common/i18n/index.ts";
import { loadPdfKit } from "../../infra/lazy.ts";

const INK = "#111827";
const MUTED = "#4b5563";

function money(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", { style: "currency", currency }).format(
    amount,
  );
}

/** The label-value lines of the invoice. */
function lines(o: Order, locale: Locale): [string, string][] {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const date = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return [
    [t("proforma.date"), date.format(new Date(o.created_at))],
    [t("proforma.seller"), o.seller.name],
    [t("proforma.buyer"), o.buyer.name],
    [t("proforma.item"), o.title],
    [t("proforma.quantity"), String(o.quantity)],
    [t("proforma.unitPrice"), money(locale, o.unit_price, o.currency)],
    [t("proforma.total"), money(locale, o.total, o.currency)],
    [
      t("proforma.incoterm"),
      `${o.incoterm} ${o.delivery_city ? `${o.delivery_city}, ` : ""}${o.delivery_country}`,
    ],
    ...(o.delivery_address ? [[t("proforma.deliveryAddress"), o.delivery_address] as [string, string]] : []),
    [t("proforma.leadTime"), o.lead_time_days === null ? "—" : t("proforma.days", { n: o.lead_time_days })],
    [
      t("proforma.warranty"),
      o.warranty_months === null ? "—" : t("proforma.months", { n: o.warranty_months }),
    ],
    [t("proforma.paymentTerms"), o.payment_terms || "—"],
    ...(o.payment_instructions
      ? [[t("proforma.paymentInstructions"), o.payment_instructions] as [string, string]]
      : []),
    ...(o.payment_method
      ? [
          [t("proforma.paymentMethod"), t(`paymentMethod.${o.payment_method}` as MessageKey)] as [
            string,
            string,
          ],
        ]
      : []),
    [t("proforma.validUntil"), o.valid_until ? date.format(new Date(`${o.valid_until}T00:00:00Z`)) : "—"],
    [t("proforma.terms"), o.terms || "—"],
    [t("proforma.status"), t(`proforma.status.${o.status}` as MessageKey)],
  ];
}

/** The PDF's bytes. */
export async function renderProforma(o: Order, locale: Locale): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = translate(locale, "proforma.title", { id: o.id });
  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: "RigMarket", Creator: "RigMarket" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(INK).text("RigMarket");
  pdf.moveDown(0.3).fontSize(18).text(title).moveDown();
  for (const [label, value] of lines(o, locale)) {
    pdf.font("Helvetica-Bold").fontSize(11).fillColor(MUTED).text(label, { continued: true });
    pdf.font("Helvetica").fillColor(INK).text(`  ${value}`);
  }
  pdf.moveDown().font("Helvetica").fontSize(10).fillColor(MUTED).text(translate(locale, "proforma.note"));
  pdf.end();
  return done;
}
