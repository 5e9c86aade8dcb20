/**
 * Illustrations of the demo data: stylised drawings (SVG) of miners, cooling gear, containers,
 * parts, services and seller logos, rendered by sharp to webp at 1x and 2x with no metadata, into
 * `seed/` of the media storage. Files that already exist are kept, so a second seed costs nothing.
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { mediaUrl, type Storage } from "../../infra/storage.ts";

export interface SeedImage {
  url: string;
  url2x: string;
  width: number;
  height: number;
  /** What the picture shows, for alt texts. */
  caption: string;
}

interface ImageJob {
  name: string;
  width: number;
  height: number;
  /** SVG drawn in a viewBox of width x height. */
  svg: string;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
export const PRODUCT_IMAGE_SIZE = { width: 640, height: 480 } as const;
export const LOGO_SIZE = 256;

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Collects the images to draw; `render` writes the missing ones. */
export class ImageSet {
  private jobs = new Map<string, ImageJob>();

  /** `folder`: where the files go in the media storage (served at /uploads/<folder>/…). */
  constructor(private readonly folder = "seed") {}

  add(
    name: string,
    width: number,
    height: number,
    body: string,
    background: string,
    caption = "",
  ): SeedImage {
    if (!this.jobs.has(name)) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${background}${body}</svg>`;
      this.jobs.set(name, { name, width, height, svg });
    }
    return {
      url: mediaUrl(`${this.folder}/${name}.webp`),
      url2x: mediaUrl(`${this.folder}/${name}@2x.webp`),
      width,
      height,
      caption,
    };
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Writes every image not yet in the storage; returns how many were drawn. */
  async render(media: Storage): Promise<number> {
    const workers = Math.max(2, Math.min(8, availableParallelism()));
    const items = [...this.jobs.values()].flatMap((job) =>
      [1, 2].map((scale) => ({
        job,
        scale,
        key: `${this.folder}/${job.name}${scale === 2 ? "@2x" : ""}.webp`,
      })),
    );
    // Which files are missing: one look each, several at a time (a bucket answers over the network).
    const todo: typeof items = [];
    let next = 0;
    const look = async () => {
      while (next < items.length) {
        const item = items[next++];
        if (item && !(await media.has(item.key))) todo.push(item);
      }
    };
    await Promise.all(Array.from({ length: workers * 4 }, look));
    next = 0;
    const run = async () => {
      while (next < todo.length) {
        const item = todo[next++];
        if (!item) break;
        const { job, scale, key } = item;
        const svg = job.svg.replace(
          "<svg ",
          `<svg width="${job.width * scale}" height="${job.height * scale}" `,
        );
        // sharp writes no metadata unless asked to (withMetadata), so EXIF/XMP/ICC are stripped.
        // Effort 2 instead of 0: a 1280x960 miner 20 KB instead of 34 KB (the catalogue's first card
        // is a phone's largest paint, decision 029) for about 1.8x the drawing time of a first seed.
        await media.put(
          key,
          await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer(),
          "image/webp",
        );
      }
    };
    await Promise.all(Array.from({ length: workers }, run));
    return todo.length;
  }
}

// ---------------------------------------------------------------- drawing helpers
function backdrop(width: number, height: number, tint: string): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="${tint}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8c1cc"/><stop offset="1" stop-color="#6b7785"/></linearGradient>
<linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4350"/><stop offset="1" stop-color="#1f252d"/></linearGradient>
<linearGradient id="fluid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff"/><stop offset="1" stop-color="#2b7bb9"/></linearGradient>
</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>
<ellipse cx="${width / 2}" cy="${height * 0.8}" rx="${width * 0.36}" ry="${height * 0.04}" fill="#000" opacity="0.12"/>`;
}

function fan(cx: number, cy: number, r: number): string {
  const blades = Array.from({ length: 7 }, (_, i) => {
    const a = (i * 360) / 7;
    return `<path d="M0 0 C ${r * 0.25} ${-r * 0.2}, ${r * 0.55} ${-r * 0.45}, ${r * 0.82} ${-r * 0.18} C ${r * 0.6} ${r * 0.05}, ${r * 0.3} ${r * 0.12}, 0 0 Z" fill="#566170" transform="rotate(${a})"/>`;
  }).join("");
  return `<g transform="translate(${cx} ${cy})"><circle r="${r}" fill="#1d232b"/><circle r="${r * 0.92}" fill="#2a313b"/>${blades}<circle r="${r * 0.22}" fill="#404a57"/><circle r="${r * 0.08}" fill="#8a95a3"/></g>`;
}

function caption(width: number, height: number, line1: string, line2: string, accent: string): string {
  // Shrink long titles to fit the width (DejaVu Sans Bold averages about 0.62 em per character).
  const size = Math.min(24, Math.floor((width - 48) / (0.62 * Math.max(1, line2.length))));
  return `<rect x="0" y="${height - 74}" width="${width}" height="74" fill="#ffffff" opacity="0.82"/>
<rect x="0" y="${height - 74}" width="8" height="74" fill="${accent}"/>
<text x="28" y="${height - 44}" font-family="${FONT}" font-size="17" fill="#5a6472" font-weight="600" letter-spacing="1">${esc(line1.toUpperCase())}</text>
<text x="28" y="${height - 16}" font-family="${FONT}" font-size="${size}" fill="#111820" font-weight="700">${esc(line2)}</text>`;
}

/** A 2.5D box: front face, top and right side. */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  front: string,
  side: string,
  top: string,
): string {
  const d = depth;
  return `<path d="M${x} ${y} L${x + d} ${y - d * 0.6} L${x + w + d} ${y - d * 0.6} L${x + w} ${y} Z" fill="${top}"/>
<path d="M${x + w} ${y} L${x + w + d} ${y - d * 0.6} L${x + w + d} ${y + h - d * 0.6} L${x + w} ${y + h} Z" fill="${side}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}" rx="4"/>`;
}

// ---------------------------------------------------------------- miners
export type MinerShape = "air" | "hydro" | "immersion" | "compact";

export function minerIllustration(
  images: ImageSet,
  name: string,
  opts: { brand: string; model: string; subtitle: string; shape: MinerShape; accent: string },
): SeedImage {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  let art: string;
  if (opts.shape === "air") {
    art = `${box(150, 150, 300, 200, 70, "url(#metal)", "#7d8896", "#cfd6de")}
${fan(235, 250, 68)}${fan(365, 250, 68)}
<rect x="150" y="150" width="300" height="16" fill="${opts.accent}"/>
<rect x="170" y="322" width="110" height="18" rx="3" fill="#eef1f4"/>
<text x="176" y="336" font-family="${FONT}" font-size="12" fill="#333" font-weight="700">${esc(opts.model)}</text>`;
  } else if (opts.shape === "hydro") {
    art = `${box(140, 180, 320, 150, 60, "url(#metal)", "#7d8896", "#cfd6de")}
<rect x="140" y="180" width="320" height="14" fill="${opts.accent}"/>
<g fill="none" stroke-width="16" stroke-linecap="round"><path d="M200 250 H110 V130" stroke="#2f80c8"/><path d="M200 290 H90 V130" stroke="#d9480f"/></g>
<circle cx="200" cy="250" r="14" fill="#1c5f99"/><circle cx="200" cy="290" r="14" fill="#a63a0c"/>
<g fill="#3b4450">${Array.from({ length: 9 }, (_, i) => `<rect x="${240 + i * 22}" y="220" width="10" height="90" rx="2"/>`).join("")}</g>
<rect x="380" y="300" width="70" height="18" rx="3" fill="#eef1f4"/>`;
  } else if (opts.shape === "immersion") {
    art = `<rect x="120" y="270" width="400" height="110" rx="8" fill="url(#fluid)" opacity="0.85"/>
${box(170, 160, 280, 170, 50, "#49525e", "#353c45", "#6b7582")}
<g fill="#1f6f43">${Array.from({ length: 3 }, (_, i) => `<rect x="${195 + i * 85}" y="180" width="60" height="130" rx="3"/>`).join("")}</g>
<g fill="#c9a227">${Array.from({ length: 12 }, (_, i) => `<rect x="${205 + (i % 3) * 85}" y="${195 + Math.floor(i / 3) * 28}" width="40" height="14"/>`).join("")}</g>
<rect x="170" y="160" width="280" height="12" fill="${opts.accent}"/>
<g fill="#ffffff" opacity="0.5"><circle cx="160" cy="300" r="6"/><circle cx="480" cy="320" r="4"/><circle cx="470" cy="290" r="7"/></g>`;
  } else {
    art = `${box(220, 190, 200, 130, 50, "url(#dark)", "#161b21", "#4a5461")}
${fan(320, 255, 50)}
<rect x="220" y="190" width="200" height="10" fill="${opts.accent}"/>
<circle cx="400" cy="305" r="5" fill="#37d67a"/>`;
  }
  return images.add(
    name,
    width,
    height,
    `${art}${caption(width, height, opts.brand, `${opts.model} · ${opts.subtitle}`, opts.accent)}`,
    backdrop(width, height, "#d5dde8"),
    `${opts.brand} ${opts.model}`,
  );
}

// ---------------------------------------------------------------- equipment families
const FAMILY_ART: Record<string, { title: string; tint: string; art: string }> = {
  "immersion-tank": {
    title: "Immersion tank",
    tint: "#cfe3f2",
    art: `${box(130, 170, 380, 190, 60, "#5c6773", "#46505b", "#8d98a5")}
<rect x="150" y="190" width="340" height="60" fill="url(#fluid)"/>
<g fill="#2a313b">${Array.from({ length: 8 }, (_, i) => `<rect x="${162 + i * 41}" y="170" width="30" height="40" rx="2"/>`).join("")}</g>
<rect x="130" y="300" width="380" height="10" fill="#2f80c8"/>
<circle cx="470" cy="330" r="10" fill="#37d67a"/>`,
  },
  "dry-cooler": {
    title: "Dry cooler",
    tint: "#dfe7ee",
    art: `${box(80, 200, 480, 130, 50, "url(#metal)", "#7d8896", "#cfd6de")}
${Array.from({ length: 4 }, (_, i) => fan(150 + i * 113, 265, 48)).join("")}
<g fill="#4b5566">${Array.from({ length: 6 }, (_, i) => `<rect x="${95 + i * 90}" y="330" width="10" height="40"/>`).join("")}</g>`,
  },
  "fluid-drum": {
    title: "Dielectric fluid",
    tint: "#d9eef5",
    art: `<rect x="240" y="150" width="160" height="210" fill="#2b7bb9"/>
<ellipse cx="320" cy="360" rx="80" ry="22" fill="#235f8f"/>
<ellipse cx="320" cy="150" rx="80" ry="22" fill="#5aa9e6"/>
<g stroke="#1c4f78" stroke-width="6"><line x1="240" y1="215" x2="400" y2="215"/><line x1="240" y1="295" x2="400" y2="295"/></g>
<rect x="270" y="232" width="100" height="46" rx="4" fill="#ffffff"/>
<text x="320" y="262" font-family="${FONT}" font-size="16" text-anchor="middle" font-weight="700" fill="#235f8f">208 L</text>`,
  },
  "fluid-ibc": {
    title: "Fluid in IBC",
    tint: "#e4efe6",
    art: `<rect x="200" y="140" width="240" height="200" fill="#e8f4fb" stroke="#9aa5b1" stroke-width="3"/>
<rect x="205" y="200" width="230" height="135" fill="url(#fluid)" opacity="0.7"/>
<g stroke="#7d8896" stroke-width="5">${Array.from({ length: 5 }, (_, i) => `<line x1="${200 + i * 60}" y1="140" x2="${200 + i * 60}" y2="340"/>`).join("")}${Array.from({ length: 4 }, (_, i) => `<line x1="200" y1="${140 + i * 66}" x2="440" y2="${140 + i * 66}"/>`).join("")}</g>
<rect x="190" y="340" width="260" height="26" fill="#a0795a"/>`,
  },
  "water-block": {
    title: "Water block",
    tint: "#d6e6f5",
    art: `<path d="M140 300 L200 180 L500 180 L440 300 Z" fill="#c98b4a"/>
<path d="M140 300 L440 300 L440 318 L140 318 Z" fill="#9c6a36"/>
<path d="M440 300 L500 180 L500 198 L440 318 Z" fill="#b57a3e"/>
<path d="M215 200 H470 L455 225 H205 L195 250 H450 L438 275 H185" fill="none" stroke="#7a4f24" stroke-width="10" stroke-linejoin="round"/>
<rect x="455" y="120" width="22" height="70" fill="#2f80c8"/><rect x="170" y="120" width="22" height="80" fill="#d9480f"/>`,
  },
  "container-air": {
    title: "Air-cooled container",
    tint: "#e2e8ee",
    art: containerArt("#1f6feb", "air"),
  },
  "container-hydro": {
    title: "Hydro container",
    tint: "#d8e6f0",
    art: containerArt("#0f766e", "hydro"),
  },
  "container-immersion": {
    title: "Immersion container",
    tint: "#dbe9f6",
    art: containerArt("#3b3f8f", "immersion"),
  },
  "hosting-hall": {
    title: "Hosting space",
    tint: "#e6e9ef",
    art: rackRows(),
  },
  rack: {
    title: "Colocation rack",
    tint: "#e9ecf1",
    art: `<rect x="230" y="90" width="180" height="300" fill="url(#dark)" rx="4"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="245" y="${105 + i * 46}" width="150" height="36" fill="#6b7785" rx="2"/>${fan(275, 123 + i * 46, 14)}${fan(365, 123 + i * 46, 14)}<circle cx="320" cy="${123 + i * 46}" r="4" fill="#37d67a"/>`).join("")}`,
  },
  psu: {
    title: "Power supply",
    tint: "#e3e7ec",
    art: `${box(170, 170, 300, 150, 60, "url(#metal)", "#7d8896", "#cfd6de")}
<g fill="#39424d">${Array.from({ length: 40 }, (_, i) => `<circle cx="${190 + (i % 10) * 14}" cy="${200 + Math.floor(i / 10) * 14}" r="4"/>`).join("")}</g>
<g fill="#1f252d">${Array.from({ length: 6 }, (_, i) => `<rect x="${350 + (i % 3) * 34}" y="${250 + Math.floor(i / 3) * 34}" width="24" height="24" rx="3"/>`).join("")}</g>`,
  },
  fan: {
    title: "Cooling fan",
    tint: "#e1e6ec",
    art: `<rect x="200" y="110" width="240" height="240" rx="18" fill="#222a33"/>${fan(320, 230, 108)}`,
  },
  "control-board": {
    title: "Control board",
    tint: "#e3eee6",
    art: `<rect x="160" y="140" width="320" height="220" rx="10" fill="#1f6f43"/>
<rect x="260" y="200" width="90" height="90" fill="#1d232b"/><rect x="380" y="180" width="60" height="40" fill="#2a313b"/>
<rect x="170" y="300" width="60" height="46" fill="#c0c7cf"/><rect x="400" y="300" width="60" height="46" fill="#c0c7cf"/>
<g stroke="#c9a227" stroke-width="2" fill="none"><path d="M230 230 H260"/><path d="M350 230 H380"/><path d="M305 290 V330 H400"/></g>`,
  },
  hashboard: {
    title: "Hashboard",
    tint: "#e5eee8",
    art: `<rect x="70" y="180" width="500" height="150" rx="6" fill="#1f6f43"/>
<g fill="#9aa5b1">${Array.from({ length: 33 }, (_, i) => `<rect x="${88 + (i % 11) * 44}" y="${195 + Math.floor(i / 11) * 42}" width="34" height="32" rx="2"/>`).join("")}</g>
<rect x="70" y="240" width="18" height="40" fill="#c9a227"/>`,
  },
  cables: {
    title: "Power cords",
    tint: "#e8e8ee",
    art: `<g fill="none" stroke="#1d232b" stroke-width="12">${Array.from({ length: 4 }, (_, i) => `<ellipse cx="320" cy="250" rx="${150 - i * 22}" ry="${90 - i * 13}"/>`).join("")}</g>
<rect x="455" y="225" width="50" height="40" rx="6" fill="#2a313b"/><rect x="120" y="240" width="50" height="36" rx="6" fill="#2a313b"/>`,
  },
  pdu: {
    title: "Rack PDU",
    tint: "#e6e8ee",
    art: `<rect x="60" y="210" width="520" height="70" rx="8" fill="url(#dark)"/>
<g fill="#0b0e12">${Array.from({ length: 12 }, (_, i) => `<rect x="${80 + i * 40}" y="228" width="28" height="34" rx="4"/>`).join("")}</g>
<rect x="490" y="190" width="70" height="22" rx="3" fill="#37d67a"/>`,
  },
};

function containerArt(color: string, kind: "air" | "hydro" | "immersion"): string {
  const ribs = Array.from(
    { length: 22 },
    (_, i) => `<rect x="${86 + i * 21}" y="190" width="8" height="150" fill="#000" opacity="0.12"/>`,
  ).join("");
  const roof =
    kind === "hydro"
      ? `<rect x="110" y="140" width="420" height="38" fill="#7d8896"/>${Array.from({ length: 5 }, (_, i) => fan(160 + i * 80, 159, 16)).join("")}`
      : kind === "immersion"
        ? `<rect x="420" y="120" width="120" height="58" fill="#7d8896"/>${fan(450, 149, 18)}${fan(505, 149, 18)}`
        : "";
  const front =
    kind === "air"
      ? `<g fill="#39424d">${Array.from({ length: 3 }, (_, i) => `<rect x="${120 + i * 140}" y="210" width="110" height="110" rx="4"/>`).join("")}</g>${Array.from({ length: 3 }, (_, i) => fan(175 + i * 140, 265, 44)).join("")}`
      : `<rect x="480" y="205" width="70" height="125" fill="#000" opacity="0.2"/>`;
  return `${box(80, 180, 480, 170, 40, color, "#00000055", "#ffffff33")}${ribs}${roof}${front}`;
}

function rackRows(): string {
  return Array.from({ length: 3 }, (_, row) => {
    const y = 80 + row * 65;
    const x0 = 80 + row * 30;
    return Array.from({ length: 6 - row }, (_, i) => {
      const x = x0 + i * 80;
      return `<rect x="${x}" y="${y}" width="64" height="150" fill="url(#dark)"/>${Array.from({ length: 5 }, (_, k) => `<rect x="${x + 6}" y="${y + 8 + k * 28}" width="52" height="20" fill="#6b7785"/><circle cx="${x + 52}" cy="${y + 18 + k * 28}" r="3" fill="#37d67a"/>`).join("")}`;
    }).join("");
  }).join("");
}

export const FAMILY_NAMES = Object.keys(FAMILY_ART);

/** An equipment drawing of a family (tank, container, PSU...) captioned with the product's name. */
export function familyIllustration(
  images: ImageSet,
  name: string,
  family: string,
  subtitle: string,
  accent = "#1f6feb",
): SeedImage {
  const f = FAMILY_ART[family];
  if (!f) throw new Error(`unknown illustration family ${family}`);
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return images.add(
    name,
    width,
    height,
    `${f.art}${caption(width, height, f.title, subtitle, accent)}`,
    backdrop(width, height, f.tint),
    f.title,
  );
}

// ---------------------------------------------------------------- details (additional photos)
const DETAIL_ART: Record<string, { title: string; subtitle: string; art: string }> = {
  "detail-fans": {
    title: "Detail",
    subtitle: "Rear fans and exhaust",
    art: `<rect x="80" y="90" width="480" height="280" rx="10" fill="url(#metal)"/>${fan(210, 230, 115)}${fan(430, 230, 115)}`,
  },
  "detail-label": {
    title: "Detail",
    subtitle: "Serial-number label",
    art: `<rect x="120" y="110" width="400" height="250" rx="8" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
<g fill="#111">${Array.from({ length: 34 }, (_, i) => `<rect x="${150 + i * 10}" y="140" width="${(i * 7) % 3 === 0 ? 6 : 3}" height="70"/>`).join("")}</g>
<text x="150" y="250" font-family="${FONT}" font-size="20" fill="#222">S/N  RM24-0000-1187-4423</text>
<text x="150" y="290" font-family="${FONT}" font-size="20" fill="#222">Input 200-240 V~  16 A</text>
<text x="150" y="330" font-family="${FONT}" font-size="20" fill="#222">Made in China</text>`,
  },
  "detail-packaging": {
    title: "Detail",
    subtitle: "Original packaging",
    art: `${box(150, 160, 320, 200, 80, "#c89f6e", "#a88154", "#dcb98b")}
<rect x="150" y="240" width="320" height="26" fill="#8a6a45"/>
<text x="310" y="320" font-family="${FONT}" font-size="22" text-anchor="middle" fill="#5b4226" font-weight="700">FRAGILE · THIS SIDE UP</text>`,
  },
  "detail-ports": {
    title: "Detail",
    subtitle: "Power and network ports",
    art: `<rect x="90" y="120" width="460" height="230" rx="10" fill="url(#metal)"/>
<rect x="140" y="180" width="120" height="90" rx="8" fill="#1d232b"/><rect x="170" y="205" width="60" height="40" rx="4" fill="#0b0e12"/>
<rect x="330" y="190" width="70" height="60" rx="4" fill="#1d232b"/><rect x="345" y="205" width="40" height="30" fill="#c9a227"/>
<circle cx="460" cy="200" r="8" fill="#37d67a"/><circle cx="490" cy="200" r="8" fill="#e03131"/>`,
  },
  "detail-hydro": {
    title: "Detail",
    subtitle: "Water inlet and outlet",
    art: `<rect x="90" y="120" width="460" height="230" rx="10" fill="url(#metal)"/>
<circle cx="240" cy="235" r="52" fill="#1c5f99"/><circle cx="240" cy="235" r="26" fill="#0b0e12"/>
<circle cx="400" cy="235" r="52" fill="#a63a0c"/><circle cx="400" cy="235" r="26" fill="#0b0e12"/>`,
  },
};

export const DETAIL_NAMES = Object.keys(DETAIL_ART);

export function detailIllustration(images: ImageSet, detail: string): SeedImage {
  const d = DETAIL_ART[detail];
  if (!d) throw new Error(`unknown detail ${detail}`);
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return images.add(
    detail,
    width,
    height,
    `${d.art}${caption(width, height, d.title, d.subtitle, "#6b7785")}`,
    backdrop(width, height, "#dde3ea"),
    d.subtitle,
  );
}

// ---------------------------------------------------------------- services and facilities
const SCENE_ART: Record<string, { title: string; subtitle: string; tint: string; art: string }> = {
  "service-repair": {
    title: "Service center",
    subtitle: "Hashboard repair bench",
    tint: "#e5eee8",
    art: `<rect x="60" y="300" width="520" height="20" fill="#8a6a45"/>
<rect x="110" y="210" width="300" height="80" rx="4" fill="#1f6f43"/>
<g fill="#9aa5b1">${Array.from({ length: 12 }, (_, i) => `<rect x="${125 + (i % 6) * 46}" y="${222 + Math.floor(i / 6) * 34}" width="32" height="24"/>`).join("")}</g>
<path d="M440 150 L520 290" stroke="#d9480f" stroke-width="14" stroke-linecap="round"/><path d="M520 290 L532 312" stroke="#6b7785" stroke-width="5"/>`,
  },
  "service-hosting": {
    title: "Hosting",
    subtitle: "Managed mining facility",
    tint: "#e6e9ef",
    art: rackRows(),
  },
  "service-logistics": {
    title: "Logistics",
    subtitle: "Freight and customs",
    tint: "#e3e9ef",
    art: `<rect x="80" y="170" width="330" height="150" fill="#1f6feb"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${90 + i * 23}" y="180" width="8" height="130" fill="#000" opacity="0.15"/>`).join("")}
<path d="M410 210 H500 L550 260 V320 H410 Z" fill="#e03131"/><rect x="430" y="222" width="60" height="36" fill="#cfe3f2"/>
<circle cx="150" cy="330" r="26" fill="#1d232b"/><circle cx="340" cy="330" r="26" fill="#1d232b"/><circle cx="500" cy="330" r="26" fill="#1d232b"/>`,
  },
  "service-installation": {
    title: "Installation",
    subtitle: "Site build and commissioning",
    tint: "#efe9df",
    art: `${containerArt("#0f766e", "air")}<path d="M250 110 Q320 50 390 110 Z" fill="#f4b400"/><rect x="240" y="106" width="160" height="14" rx="6" fill="#d99a00"/>`,
  },
  "service-consulting": {
    title: "Consulting",
    subtitle: "Feasibility and profitability",
    tint: "#e8e6f1",
    art: `<rect x="110" y="100" width="420" height="260" rx="8" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>
<g fill="#5b5fc7">${[90, 130, 110, 170, 150, 210].map((h, i) => `<rect x="${150 + i * 60}" y="${330 - h}" width="36" height="${h}"/>`).join("")}</g>
<path d="M150 250 L210 220 L270 235 L330 180 L390 190 L450 130" fill="none" stroke="#d9480f" stroke-width="5"/>`,
  },
  "service-firmware": {
    title: "Firmware",
    subtitle: "Autotuning and fleet management",
    tint: "#e2e6ee",
    art: `<rect x="100" y="100" width="440" height="260" rx="10" fill="#111820"/>
<rect x="100" y="100" width="440" height="30" rx="10" fill="#2a313b"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="17" fill="#37d67a">
<text x="120" y="170">$ autotune --profile efficiency</text><text x="120" y="200">chain 0: 1.28 V  485 MHz  ok</text>
<text x="120" y="230">chain 1: 1.27 V  490 MHz  ok</text><text x="120" y="260">chain 2: 1.28 V  480 MHz  ok</text>
<text x="120" y="300" fill="#8fd3ff">efficiency: 15.9 J/TH (-9.2%)</text></g>`,
  },
  "photo-office": {
    title: "Office",
    subtitle: "Sales and support team",
    tint: "#e9ecef",
    art: `<rect x="80" y="100" width="480" height="250" fill="#cfd6de"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${100 + i * 115}" y="120" width="95" height="120" fill="#9cc3e6"/>`).join("")}
<rect x="120" y="280" width="400" height="18" fill="#8a6a45"/><rect x="150" y="250" width="60" height="30" fill="#2a313b"/><rect x="400" y="250" width="60" height="30" fill="#2a313b"/>`,
  },
  "photo-warehouse": {
    title: "Warehouse",
    subtitle: "Stock ready to ship",
    tint: "#ece8e1",
    art: `${Array.from({ length: 3 }, (_, r) => `<rect x="90" y="${130 + r * 80}" width="460" height="8" fill="#e03131"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${100 + i * 56}" y="${92 + r * 80}" width="46" height="38" fill="#c89f6e"/>`).join("")}`).join("")}
<rect x="90" y="90" width="8" height="290" fill="#1f6feb"/><rect x="542" y="90" width="8" height="290" fill="#1f6feb"/>`,
  },
  "photo-site": {
    title: "Mining site",
    subtitle: "Containers on site",
    tint: "#e3ebe4",
    art: `${Array.from({ length: 3 }, (_, i) => `<rect x="${70 + i * 170}" y="${220 - i * 10}" width="150" height="100" fill="${["#1f6feb", "#0f766e", "#3b3f8f"][i]}"/>`).join("")}
<path d="M40 120 L600 90" stroke="#39424d" stroke-width="3"/><rect x="560" y="80" width="10" height="260" fill="#6b7785"/>`,
  },
};

export function sceneIllustration(images: ImageSet, scene: string): SeedImage {
  const s = SCENE_ART[scene];
  if (!s) throw new Error(`unknown scene ${scene}`);
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return images.add(
    scene,
    width,
    height,
    `${s.art}${caption(width, height, s.title, s.subtitle, "#1f6feb")}`,
    backdrop(width, height, s.tint),
    s.subtitle,
  );
}

// ---------------------------------------------------------------- logos
export function logoImage(
  images: ImageSet,
  name: string,
  companyName: string,
  colors: [string, string],
): SeedImage {
  const initials = companyName
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
  const [bg, accent] = colors;
  const s = LOGO_SIZE;
  const body = `<circle cx="${s / 2}" cy="${s / 2 - 14}" r="${s * 0.3}" fill="none" stroke="${accent}" stroke-width="10"/>
<path d="M${s * 0.32} ${s * 0.62} L${s * 0.5} ${s * 0.2} L${s * 0.68} ${s * 0.62}" fill="none" stroke="${accent}" stroke-width="6" opacity="0.35"/>
<text x="${s / 2}" y="${s / 2 + 6}" font-family="${FONT}" font-size="64" font-weight="700" text-anchor="middle" fill="${accent}">${esc(initials)}</text>
<text x="${s / 2}" y="${s - 26}" font-family="${FONT}" font-size="18" font-weight="600" text-anchor="middle" fill="#ffffff">${esc(companyName.length > 22 ? `${companyName.slice(0, 21)}…` : companyName)}</text>`;
  return images.add(
    name,
    s,
    s,
    body,
    `<rect width="${s}" height="${s}" rx="28" fill="${bg}"/>`,
    `${companyName} logo`,
  );
}
