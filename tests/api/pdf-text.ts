/** Reading back the text of the PDFs the API makes (pdfkit, standard fonts). */
import { inflateSync } from "node:zlib";

/** The text drawn on the pages: every content stream inflated, its hex and literal strings decoded (WinAnsi). */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  let text = "";
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const parts = op[1] ?? `<${op[2]}>`;
      for (const s of parts.matchAll(/<([0-9a-fA-F]+)>/g))
        text += Buffer.from(s[1] ?? "", "hex").toString("latin1");
    }
    text += "\n";
  }
  // WinAnsi 0x92 is the typographic apostrophe.
  return text.replace(/\x92/g, "’");
}
