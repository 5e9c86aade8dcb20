/**
 * What an .xlsx carries besides a spreadsheet (issue 31, docs/decisions/072): macros (a VBA
 * project, Excel 4 macro sheets), ActiveX and OLE objects, programs (by name or by an MZ / ELF
 * header), web content (HTML, SVG, scripts), links to other workbooks, and parts that an OOXML
 * spreadsheet does not have. Read from the zip's directory first (nothing inflated), then from the
 * first bytes of every part and the text of the content types and relationships while the zip is
 * inflated within `limits` (what was inflated is answered: it counts against the uploader's budget).
 */
import { checkWorkbook, inflateZip, workbookKind, type ZipLimits, zipEntries } from "./files.ts";

export type XlsxHazard =
  /** Not an .xlsx (no `[Content_Types].xml` and `xl/workbook.xml`, an .ods, not a zip). */
  | { kind: "notWorkbook" }
  | { kind: "macros" | "program" | "web" | "externalLink" | "foreign"; entry: string }
  | { kind: "tooBig" };

const PROGRAM =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sys|ocx|so|dylib|sh|app)$/i;
const WEB = /\.(html?|xhtml|mht|mhtml|svgz?|xslt?)$/i;
/** VBA projects, Excel 4 macro and dialog sheets, ActiveX controls, OLE and embedded packages, any other .bin part. */
const MACROS = /(^|\/)vbaproject(signature)?\.bin$|^xl\/(activex|embeddings|macrosheets|dialogsheets)\//i;
/** Printer settings are the one binary part Excel writes into a plain workbook. */
const PRINTER_SETTINGS = /^xl\/printersettings\/[^/]+\.bin$/i;
const EXTERNAL = /^xl\/externallinks\//i;
/** Where an OOXML spreadsheet's parts live. */
const OOXML_PART = /^(\[content_types\]\.xml$|_rels\/|docprops\/|xl\/|customxml\/)/i;

/** The hazard an entry's name alone shows, if any. */
function nameHazard(name: string): XlsxHazard | undefined {
  if (name.endsWith("/")) return OOXML_PART.test(name) ? undefined : { kind: "foreign", entry: name };
  if (PROGRAM.test(name)) return { kind: "program", entry: name };
  if (MACROS.test(name) || (/\.bin$/i.test(name) && !PRINTER_SETTINGS.test(name)))
    return { kind: "macros", entry: name };
  if (WEB.test(name)) return { kind: "web", entry: name };
  if (EXTERNAL.test(name)) return { kind: "externalLink", entry: name };
  if (!OOXML_PART.test(name)) return { kind: "foreign", entry: name };
  return undefined;
}

/** The hazard the first bytes of a part show: a program's header, or a web page, SVG or script where XML was expected. */
function headHazard(name: string, head: Buffer): XlsxHazard | undefined {
  if (head.subarray(0, 2).toString("latin1") === "MZ" || head.subarray(0, 4).toString("latin1") === "\x7fELF")
    return { kind: "program", entry: name };
  const text = head
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, "")
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype\s+html|html|head|body|script|svg|iframe)\b/.test(text))
    return { kind: "web", entry: name };
  return undefined;
}

/** The text of the parts read whole: content types (a macro-enabled workbook) and relationships (links out). */
const READ_WHOLE = /^\[content_types\]\.xml$|\.rels$/i;
const READ_WHOLE_MAX = 2 * 1024 * 1024;

function textHazard(name: string, text: string): XlsxHazard | undefined {
  if (/^\[content_types\]\.xml$/i.test(name)) {
    if (/macroenabled|vbaproject|ms-office\.activex|oleobject/i.test(text))
      return { kind: "macros", entry: name };
    return undefined;
  }
  // A relationship to a file outside the workbook (another workbook, a template, an OLE link); links in cells are fine.
  for (const rel of text.matchAll(/<Relationship\b[^>]*>/gi)) {
    const tag = rel[0];
    if (/TargetMode\s*=\s*["']External["']/i.test(tag) && !/Type\s*=\s*["'][^"']*\/hyperlink["']/i.test(tag))
      return { kind: "externalLink", entry: name };
  }
  return undefined;
}

/**
 * The first hazard of an .xlsx (undefined: a plain spreadsheet) and the bytes inflated to find it.
 * Entries past `limits` (their number, one's size or all of them together) are `tooBig`.
 */
export async function inspectXlsx(
  data: Buffer,
  limits: ZipLimits,
): Promise<{ hazard?: XlsxHazard; inflated: number }> {
  if (checkWorkbook(data) || workbookKind(data) !== "xlsx")
    return { hazard: { kind: "notWorkbook" }, inflated: 0 };
  const entries = zipEntries(data) ?? [];
  if (entries.length > limits.entries) return { hazard: { kind: "tooBig" }, inflated: 0 };
  for (const e of entries) {
    const hazard = nameHazard(e.name);
    if (hazard) return { hazard, inflated: 0 };
  }
  let found: XlsxHazard | undefined;
  let inflated = 0;
  const walk = await inflateZip(data, limits, (name) => {
    let head: Buffer | undefined;
    const whole = READ_WHOLE.test(name) ? ([] as Buffer[]) : undefined;
    let wholeBytes = 0;
    return (chunk) => {
      inflated += chunk.length;
      if (!head) {
        head = chunk;
        found = headHazard(name, chunk);
        if (found) return false;
      }
      if (whole && wholeBytes < READ_WHOLE_MAX) {
        whole.push(chunk);
        wholeBytes += chunk.length;
        // Chunks of a part arrive in order; the text is checked when it is complete or at the cap.
        found = textHazard(name, Buffer.concat(whole).toString("utf8"));
        if (found) return false;
      }
      return undefined;
    };
  });
  if (found) return { hazard: found, inflated };
  if (!walk.ok)
    return { hazard: walk.reason === "invalid" ? { kind: "notWorkbook" } : { kind: "tooBig" }, inflated };
  if (walk.oversized.length > 0) return { hazard: { kind: "tooBig" }, inflated };
  return { inflated };
}
