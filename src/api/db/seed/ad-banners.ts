/**
 * Advertising banners of the demo (issue 19, docs/decisions/045): one or two per placement
 * (landing, marketplace, catalogue, article), each linking to a page of this site (the click route
 * only ever redirects to a site path). Their images carry their text, so each has an English and
 * a French image, drawn as SVG and rendered by sharp to webp at 1x and 2x like the other seed
 * illustrations (files already there are kept).
 */
import type { Storage } from "../../infra/storage.ts";
import type { Db } from "../client.ts";
import { banners } from "../schema.ts";
import { ImageSet, type SeedImage } from "./images.ts";
import { SEED_BASE_DATE } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Placement = "landing" | "marketplace" | "catalogue" | "article";

/** Wide banners across a page; the article's sits in the article's side column. */
export const AD_BANNER_SIZES = {
  wide: { width: 960, height: 240 },
  side: { width: 600, height: 400 },
} as const;

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface DemoAd {
  key: string;
  placement: Placement;
  link: string;
  weight: number;
  colors: [string, string];
  en: { title: string; line: string; action: string };
  fr: { title: string; line: string; action: string };
}

const ADS: DemoAd[] = [
  {
    key: "landing-s21",
    placement: "landing",
    link: "/products-catalog?search=antminer%20s21",
    weight: 2,
    colors: ["#1b2a4a", "#e8a317"],
    en: {
      title: "Antminer S21 in stock",
      line: "Verified sellers, shipped worldwide",
      action: "See the offers",
    },
    fr: {
      title: "Antminer S21 en stock",
      line: "Vendeurs vérifiés, livraison mondiale",
      action: "Voir les offres",
    },
  },
  {
    key: "marketplace-immersion",
    placement: "marketplace",
    link: "/products-catalog?search=immersion",
    weight: 1,
    colors: ["#0b3d5c", "#2b7bb9"],
    en: {
      title: "Immersion cooling, ready to ship",
      line: "Tanks, dry coolers and fluids",
      action: "Browse",
    },
    fr: {
      title: "Immersion, prête à expédier",
      line: "Cuves, aéroréfrigérants et fluides",
      action: "Parcourir",
    },
  },
  {
    key: "catalogue-hosting",
    placement: "catalogue",
    link: "/services-catalog",
    weight: 1,
    colors: ["#2a2350", "#5b5fc7"],
    en: { title: "Host your miners", line: "Hosting sites on every continent", action: "Find a site" },
    fr: {
      title: "Hébergez vos mineurs",
      line: "Des sites sur tous les continents",
      action: "Trouver un site",
    },
  },
  {
    key: "article-calculator",
    placement: "article",
    link: "/calculators-and-widgets",
    weight: 2,
    colors: ["#1c2a1e", "#74b816"],
    en: { title: "Will it pay back?", line: "Profit per day at your power price", action: "Calculate" },
    fr: { title: "Rentable ou pas\u00a0?", line: "Le gain par jour à votre prix du kWh", action: "Calculer" },
  },
  {
    key: "article-sell",
    placement: "article",
    link: "/business-account",
    weight: 1,
    colors: ["#3b1d0b", "#f2a900"],
    en: { title: "Sell your hardware", line: "Reach mining buyers worldwide", action: "Open a shop" },
    fr: {
      title: "Vendez votre matériel",
      line: "Touchez des acheteurs du monde entier",
      action: "Ouvrir une boutique",
    },
  },
];

function draw(images: ImageSet, ad: DemoAd, lang: "en" | "fr"): SeedImage {
  const size = ad.placement === "article" ? AD_BANNER_SIZES.side : AD_BANNER_SIZES.wide;
  const { width, height } = size;
  const text = ad[lang];
  const [from, to] = ad.colors;
  const side = ad.placement === "article";
  const x = side ? 40 : 56;
  const titleY = side ? 150 : 100;
  const titleSize = side ? 46 : 48;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width - 80}" cy="${height - 30}" r="${side ? 180 : 150}" fill="#fff" opacity="0.08"/>`;
  const body = `<g font-family="${FONT}" fill="#fff">
<text x="${x}" y="${titleY}" font-size="${titleSize}" font-weight="700">${esc(text.title)}</text>
<text x="${x}" y="${titleY + (side ? 56 : 50)}" font-size="${side ? 26 : 26}" opacity="0.9">${esc(text.line)}</text></g>
<rect x="${x}" y="${side ? 270 : 170}" rx="10" width="${side ? 260 : 230}" height="${side ? 64 : 48}" fill="#fff"/>
<text x="${x + 20}" y="${side ? 312 : 202}" font-family="${FONT}" font-size="${side ? 26 : 22}" font-weight="700" fill="${from}">${esc(text.action)} →</text>`;
  return images.add(`ad-${ad.key}-${lang}`, width, height, body, background, text.title);
}

/** Writes the demo's advertising banners and their images. */
export async function seedAdBanners(tx: Tx, media: Storage): Promise<number> {
  const images = new ImageSet();
  const drawn = ADS.map((ad) => ({ ad, en: draw(images, ad, "en"), fr: draw(images, ad, "fr") }));
  await images.render(media);
  const rows: (typeof banners.$inferInsert)[] = drawn.map(({ ad, en, fr }) => ({
    kind: "advertising" as const,
    placement: ad.placement,
    titleEn: ad.en.title,
    titleFr: ad.fr.title,
    subtitleEn: ad.en.line,
    subtitleFr: ad.fr.line,
    imageUrl: en.url,
    imageUrl2x: en.url2x,
    imageWidth: en.width,
    imageHeight: en.height,
    imageFrUrl: fr.url,
    imageFrUrl2x: fr.url2x,
    imageFrWidth: fr.width,
    imageFrHeight: fr.height,
    linkUrl: ad.link,
    weight: ad.weight,
    createdAt: SEED_BASE_DATE,
    updatedAt: SEED_BASE_DATE,
  }));
  await tx.insert(banners).values(rows);
  return rows.length;
}
