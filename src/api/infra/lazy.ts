/**
 * npm packages a serving process needs only sometimes, imported on first use rather than at start
 * (docs/decisions/027): each stays out of the memory of a process that never uses it. Measured in a
 * process that has the server's other packages loaded: exceljs ~15 MB, sharp (libvips) ~8 MB,
 * nodemailer ~1.5 MB. Modules that import them keep their types with `import type`.
 */

/** The spreadsheet library: the catalogue import, export and templates (src/api/modules/excel). */
export async function loadExcelJS() {
  return (await import("exceljs")).default;
}

/** Image decoding and encoding: uploaded logos, covers and avatars. */
export async function loadSharp() {
  return (await import("sharp")).default;
}

/** SMTP delivery, when SMTP_URL is set: loaded with the first mail sent. */
export async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

/** PDF writing: /Privacy-Policy.pdf, made once per language on the first request (modules/legal). */
export async function loadPdfKit() {
  return (await import("pdfkit")).default;
}
