/**
 * Menu banners of the demo: four banners of the category menu, with decorative artwork (no text on
 * the image: titles and subtitles come in both languages from the row) drawn as SVG and rendered by
 * sharp to webp at 1x and 2x, like the other seed illustrations. Called inside the demo seed's
 * transaction, after the categories exist.
 */

import { sql } from "drizzle-orm";
import type { Storage } from "../../infra/storage.ts";
import type { Db } from "../client.ts";
import { banners } from "../schema.ts";
import { ImageSet } from "./images.ts";
import { SEED_BASE_DATE } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const MENU_BANNER_SIZE = { width: 640, height: 320 } as const;

const MOTIFS: Record<string, string> = {
  miners: `<g opacity="0.9">${[0, 1, 2]
    .map(
      (i) => `<rect x="${330 + i * 90}" y="${70 + i * 30}" width="150" height="110" rx="10" fill="#1f252d"/>
<circle cx="${405 + i * 90}" cy="${125 + i * 30}" r="38" fill="#2a313b"/><circle cx="${405 + i * 90}" cy="${125 + i * 30}" r="10" fill="#8a95a3"/>`,
    )
    .join("")}</g>`,
  immersion: `<rect x="330" y="150" width="260" height="120" rx="12" fill="#8fd3ff" opacity="0.85"/>
<g fill="#1f6f43">${[0, 1, 2, 3].map((i) => `<rect x="${350 + i * 58}" y="90" width="40" height="150" rx="4"/>`).join("")}</g>
<g fill="#ffffff" opacity="0.6"><circle cx="360" cy="200" r="8"/><circle cx="560" cy="230" r="6"/><circle cx="470" cy="180" r="9"/></g>`,
  containers: `${[0, 1]
    .map(
      (
        i,
      ) => `<rect x="${300 + i * 40}" y="${90 + i * 80}" width="280" height="90" fill="${i ? "#0f766e" : "#1f6feb"}"/>
${Array.from({ length: 12 }, (_, k) => `<rect x="${310 + i * 40 + k * 22}" y="${98 + i * 80}" width="7" height="74" fill="#000" opacity="0.15"/>`).join("")}`,
    )
    .join("")}`,
  hosting: `${[0, 1, 2, 3]
    .map(
      (i) => `<rect x="${330 + i * 70}" y="70" width="56" height="200" fill="#1f252d"/>
${Array.from({ length: 6 }, (_, k) => `<rect x="${336 + i * 70}" y="${80 + k * 31}" width="44" height="22" fill="#6b7785"/><circle cx="${372 + i * 70}" cy="${91 + k * 31}" r="3" fill="#37d67a"/>`).join("")}`,
    )
    .join("")}`,
};

function artwork(images: ImageSet, name: string, from: string, to: string, motif: string, caption: string) {
  const { width, height } = MENU_BANNER_SIZE;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="120" cy="260" r="180" fill="#ffffff" opacity="0.06"/><circle cx="60" cy="40" r="90" fill="#ffffff" opacity="0.05"/>`;
  return images.add(name, width, height, MOTIFS[motif] ?? "", background, caption);
}

/** Writes the demo's menu banners and their images (files already on disk are kept). */
export async function seedMenuBanners(tx: Tx, media: Storage): Promise<void> {
  const images = new ImageSet();
  const categoryRows = (await tx.execute(
    sql`select id, kind, slug from categories where parent_id is null`,
  )) as unknown as {
    rows: { id: number; kind: "product" | "service"; slug: string }[];
  };
  const category = (slug: string, kind = "product") =>
    categoryRows.rows.find((c) => c.slug === slug && c.kind === kind)?.id ?? null;
  const art = {
    miners: artwork(images, "banner-miners", "#1b2a4a", "#e8a317", "miners", "Menu banner: ASIC miners"),
    immersion: artwork(
      images,
      "banner-immersion",
      "#0b3d5c",
      "#2b7bb9",
      "immersion",
      "Menu banner: immersion cooling",
    ),
    containers: artwork(
      images,
      "banner-containers",
      "#12343b",
      "#0f766e",
      "containers",
      "Menu banner: mining containers",
    ),
    hosting: artwork(images, "banner-hosting", "#2a2350", "#5b5fc7", "hosting", "Menu banner: hosting"),
  };
  await images.render(media);

  const rows: (typeof banners.$inferInsert)[] = [
    {
      kind: "menu",
      placement: "category-menu",
      categoryId: category("miners"),
      titleEn: "New-generation SHA-256 miners",
      titleFr: "Mineurs SHA-256 de nouvelle génération",
      subtitleEn: "Antminer S21, Whatsminer M60S and more, at 17 J/TH or better",
      subtitleFr: "Antminer S21, Whatsminer M60S et d'autres, à 17 J/TH ou mieux",
      image: art.miners,
      linkUrl: "/products-catalog?algorithm__terms=SHA-256&efficiency_max=17",
      position: 1,
    },
    {
      kind: "menu",
      placement: "category-menu",
      categoryId: category("immersion-cooling"),
      titleEn: "Immersion cooling, ready to ship",
      titleFr: "Refroidissement par immersion, prêt à expédier",
      subtitleEn: "Tanks, dry coolers and dielectric fluids from verified sellers",
      subtitleFr: "Cuves, aéroréfrigérants et fluides diélectriques de vendeurs vérifiés",
      image: art.immersion,
      linkUrl: `/products-catalog?category_id__terms=${category("immersion-cooling") ?? ""}`,
      position: 2,
    },
    {
      kind: "menu",
      placement: "category-menu",
      categoryId: category("containers"),
      titleEn: "Mining containers",
      titleFr: "Conteneurs de minage",
      subtitleEn: "Air, hydro and immersion containers with power distribution",
      subtitleFr: "Conteneurs à air, hydro et immersion avec distribution électrique",
      image: art.containers,
      linkUrl: `/products-catalog?category_id__terms=${category("containers") ?? ""}`,
      position: 3,
    },
    {
      kind: "menu",
      placement: "category-menu",
      categoryId: null,
      titleEn: "Host your miners",
      titleFr: "Hébergez vos mineurs",
      subtitleEn: "Hosting sites on every continent, billed per kWh",
      subtitleFr: "Des sites d'hébergement sur tous les continents, facturés au kWh",
      image: art.hosting,
      linkUrl: `/services-catalog?category=${category("hosting", "service") ?? ""}`,
      position: 4,
    },
  ].map(({ image, ...r }) => ({
    ...r,
    kind: "menu" as const,
    createdAt: SEED_BASE_DATE,
    updatedAt: SEED_BASE_DATE,
    imageUrl: image.url,
    imageUrl2x: image.url2x,
    imageWidth: image.width,
    imageHeight: image.height,
  }));
  await tx.insert(banners).values(rows);
}
