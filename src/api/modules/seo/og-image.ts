/**
 * The share images (Open Graph, Twitter cards) of product and company pages (issue 22, decision
 * 054): 1200×630 PNGs drawn by sharp from an SVG — the listing's photo (or the company's logo) on
 * the left, its name, price or place and company on the right, the site's name at the bottom. Text
 * is set in DejaVu Sans (Debian's fonts-dejavu-core), falling back to any sans-serif font
 * fontconfig knows.
 */
import type { Sharp } from "sharp";
import { OG_HEIGHT, OG_WIDTH } from "../../../common/seo/og.ts";
import { loadSharp } from "../../infra/lazy.ts";
import { escapeXml } from "./sitemap-xml.ts";

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
/** The picture's square on the left. */
const PICTURE = 630;

export interface OgCard {
  title: string;
  /** The big line under the title (a price, a place). */
  highlight: string;
  /** The small line under it (the company, a count). */
  detail: string;
  picture: Buffer | undefined;
  /** "cover" fills the square (a photo), "contain" fits it on white (a logo). */
  fit: "cover" | "contain";
}

/** Words in lines of at most `width` characters; the last line ends with "…" when text is left. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

function cardSvg(card: OgCard, withPicture: boolean): string {
  const x = withPicture ? PICTURE + 50 : 70;
  const chars = withPicture ? 19 : 34;
  const title = wrapText(card.title, chars, 3);
  const titleLines = title
    .map((l, i) => `<text x="${x}" y="${120 + i * 62}" class="t">${escapeXml(l)}</text>`)
    .join("");
  const y = 120 + title.length * 62 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<style>.t{font:bold 52px ${FONT};fill:#fff}.h{font:bold 60px ${FONT};fill:#fbbf24}.d{font:34px ${FONT};fill:#cbd5e1}.b{font:bold 30px ${FONT};fill:#fbbf24}</style>
<rect width="100%" height="100%" fill="#0f172a"/>
${withPicture && card.fit === "contain" ? `<rect x="40" y="40" width="${PICTURE - 80}" height="${PICTURE - 80}" rx="24" fill="#fff"/>` : ""}
${titleLines}
<text x="${x}" y="${y + 20}" class="h">${escapeXml(wrapText(card.highlight, chars + 4, 1)[0] ?? "")}</text>
<text x="${x}" y="${y + 80}" class="d">${escapeXml(wrapText(card.detail, chars + 10, 1)[0] ?? "")}</text>
<rect x="${x}" y="${OG_HEIGHT - 100}" width="12" height="40" fill="#fbbf24"/>
<text x="${x + 26}" y="${OG_HEIGHT - 68}" class="b">RigMarket</text>
</svg>`;
}

async function pictureLayer(sharp: (input?: Buffer) => Sharp, card: OgCard) {
  if (!card.picture) return null;
  const inner = card.fit === "cover" ? PICTURE : PICTURE - 160;
  try {
    const input = await sharp(card.picture)
      .resize(inner, inner, { fit: card.fit, background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .png()
      .toBuffer();
    const offset = card.fit === "cover" ? 0 : 80;
    return { input, left: offset, top: offset };
  } catch {
    // A picture sharp cannot read: the card without it.
    return null;
  }
}

/** The PNG of a card. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const sharp = await loadSharp();
  const picture = await pictureLayer(sharp, card);
  const base = sharp(Buffer.from(cardSvg(card, picture !== null)));
  return (picture ? base.composite([picture]) : base).png({ compressionLevel: 8 }).toBuffer();
}
