/**
 * Articles of the demo (issue 19): Markdown files in data/articles, `<slug>.en.md` and
 * `<slug>.fr.md`, each with a front matter block (`key: value` lines between `---`):
 * the English file has category, author, published (ISO date), tags and models (comma-separated
 * miner model slugs), cover (a motif) and both files have title and lead. Covers are drawn as SVG
 * and rendered to webp at 1x and 2x like the other seed illustrations. Each article gets its first
 * revision ("seed"), and as related products the first approved products of its models. The
 * categories come with migration 0020 (reference data).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PROJECT_ROOT } from "../../../project-root.ts";
import type { Storage } from "../../infra/storage.ts";
import type { Db } from "../client.ts";
import { articleCategories, articleRevisions, articles } from "../schema.ts";
import { ImageSet } from "./images.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const ARTICLES_DIR = path.join(PROJECT_ROOT, "src/api/db/seed/data/articles");
export const ARTICLE_COVER_SIZE = { width: 800, height: 420 } as const;

export interface ArticleFile {
  slug: string;
  meta: Record<string, string>;
  body: string;
}

/** Splits a Markdown file into its front matter (`key: value` lines) and its body. */
export function parseArticleFile(slug: string, text: string): ArticleFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`articles/${slug}: no front matter`);
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) meta[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { slug, meta, body: (match[2] ?? "").trim() };
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Every demo article: the English file and its French one, by slug, in slug order. */
export function readArticleFiles(dir = ARTICLES_DIR): { en: ArticleFile; fr: ArticleFile | null }[] {
  const files = readdirSync(dir);
  return files
    .filter((f) => f.endsWith(".en.md"))
    .sort()
    .map((f) => {
      const slug = f.slice(0, -".en.md".length);
      const fr = files.includes(`${slug}.fr.md`)
        ? parseArticleFile(slug, readFileSync(path.join(dir, `${slug}.fr.md`), "utf8"))
        : null;
      return { en: parseArticleFile(slug, readFileSync(path.join(dir, f), "utf8")), fr };
    });
}

const COVERS: Record<string, [string, string, string]> = {
  asic: [
    "#1b2a4a",
    "#e8a317",
    `<g>${[0, 1, 2].map((i) => `<rect x="${420 + i * 110}" y="${110 + i * 40}" width="180" height="130" rx="12" fill="#1f252d"/><circle cx="${510 + i * 110}" cy="${175 + i * 40}" r="44" fill="#2a313b"/><circle cx="${510 + i * 110}" cy="${175 + i * 40}" r="12" fill="#8a95a3"/>`).join("")}</g>`,
  ],
  immersion: [
    "#0b3d5c",
    "#2b7bb9",
    `<rect x="420" y="200" width="320" height="160" rx="14" fill="#8fd3ff" opacity="0.85"/><g fill="#1f6f43">${[0, 1, 2, 3].map((i) => `<rect x="445" y="120" width="48" height="190" rx="5" transform="translate(${i * 72} 0)"/>`).join("")}</g><g fill="#fff" opacity="0.6"><circle cx="460" cy="260" r="9"/><circle cx="700" cy="300" r="7"/><circle cx="580" cy="240" r="10"/></g>`,
  ],
  hosting: [
    "#2a2350",
    "#5b5fc7",
    `${[0, 1, 2, 3].map((i) => `<rect x="${430 + i * 85}" y="90" width="66" height="260" fill="#1f252d"/>${Array.from({ length: 7 }, (_, k) => `<rect x="${437 + i * 85}" y="${100 + k * 35}" width="52" height="24" fill="#6b7785"/><circle cx="${480 + i * 85}" cy="${112 + k * 35}" r="3" fill="#37d67a"/>`).join("")}`).join("")}`,
  ],
  halving: [
    "#3b1d0b",
    "#f2a900",
    `<circle cx="590" cy="210" r="130" fill="#f7c04a"/><circle cx="590" cy="210" r="100" fill="none" stroke="#8a5a00" stroke-width="10"/><path d="M590 80 V340" stroke="#3b1d0b" stroke-width="12"/>`,
  ],
  power: [
    "#102a1c",
    "#2f9e44",
    `<path d="M610 60 L520 230 H590 L560 370 L680 180 H610 Z" fill="#ffd43b"/><rect x="420" y="300" width="120" height="60" rx="8" fill="#1f252d"/>`,
  ],
  airflow: [
    "#0f2f3a",
    "#4fb3bf",
    `${[0, 1, 2, 3].map((i) => `<path d="M400 ${120 + i * 60} C 500 ${90 + i * 60}, 620 ${150 + i * 60}, 760 ${120 + i * 60}" stroke="#e3f6f8" stroke-width="10" fill="none" opacity="0.8"/>`).join("")}`,
  ],
  firmware: [
    "#1e1e2e",
    "#7048e8",
    `<rect x="430" y="90" width="300" height="220" rx="14" fill="#11111b"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="455" y="${115 + i * 36}" width="${220 - i * 30}" height="14" rx="7" fill="#94e2d5" opacity="0.8"/>`).join("")}`,
  ],
  shipping: [
    "#12343b",
    "#0f766e",
    `${[0, 1].map((i) => `<rect x="${400 + i * 60}" y="${110 + i * 110}" width="300" height="100" fill="${i ? "#e8590c" : "#1f6feb"}"/>${Array.from({ length: 13 }, (_, k) => `<rect x="${410 + i * 60 + k * 22}" y="${118 + i * 110}" width="8" height="84" fill="#000" opacity="0.15"/>`).join("")}`).join("")}`,
  ],
  payback: [
    "#1c2a1e",
    "#74b816",
    `<polyline points="420,330 500,300 570,310 640,220 720,160 780,90" fill="none" stroke="#e9fac8" stroke-width="12" stroke-linejoin="round"/><line x1="420" y1="250" x2="780" y2="250" stroke="#fff" stroke-dasharray="12 10" stroke-width="4" opacity="0.6"/>`,
  ],
  maintenance: [
    "#2b2b2b",
    "#868e96",
    `<circle cx="600" cy="210" r="95" fill="none" stroke="#dee2e6" stroke-width="34" stroke-dasharray="40 22"/><circle cx="600" cy="210" r="40" fill="#dee2e6"/>`,
  ],
};

function drawCover(images: ImageSet, slug: string, motif: string, caption: string) {
  const [from, to, body] = COVERS[motif] ?? COVERS.asic ?? ["#000", "#fff", ""];
  const { width, height } = ARTICLE_COVER_SIZE;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="140" cy="360" r="230" fill="#fff" opacity="0.06"/><circle cx="80" cy="60" r="110" fill="#fff" opacity="0.05"/>`;
  return images.add(`article-${slug}`, width, height, body, background, caption);
}

/** Writes the demo articles, their covers and first revisions (after the models and products exist). */
export async function seedArticles(tx: Tx, media: Storage): Promise<number> {
  const files = readArticleFiles();
  const images = new ImageSet();
  const categories = await tx
    .select({ id: articleCategories.id, slug: articleCategories.slug })
    .from(articleCategories);
  const modelRows = (await tx.execute(sql`select id, slug from miner_models`)) as unknown as {
    rows: { id: number; slug: string }[];
  };
  const rows: (typeof articles.$inferInsert)[] = [];
  for (const { en, fr } of files) {
    const categoryId = categories.find((c) => c.slug === en.meta.category)?.id;
    if (!categoryId) throw new Error(`articles/${en.slug}: unknown category ${en.meta.category}`);
    const modelIds = list(en.meta.models).map((slug) => {
      const id = modelRows.rows.find((m) => m.slug === slug)?.id;
      if (!id) throw new Error(`articles/${en.slug}: unknown model ${slug}`);
      return id;
    });
    const cover = drawCover(images, en.slug, en.meta.cover ?? "asic", en.meta.title ?? en.slug);
    rows.push({
      slug: en.slug,
      categoryId,
      status: "published",
      publishAt: new Date(en.meta.published ?? "2026-10-01T08:00:00Z"),
      authorName: en.meta.author ?? "RigMarket",
      coverUrl: cover.url,
      coverUrl2x: cover.url2x,
      coverWidth: cover.width,
      coverHeight: cover.height,
      titleEn: en.meta.title ?? "",
      leadEn: en.meta.lead ?? "",
      bodyEn: en.body,
      titleFr: fr?.meta.title ?? "",
      leadFr: fr?.meta.lead ?? "",
      bodyFr: fr?.body ?? "",
      tags: list(en.meta.tags),
      relatedModelIds: modelIds,
      relatedProductIds: [],
      createdAt: new Date(en.meta.published ?? "2026-10-01T08:00:00Z"),
      updatedAt: new Date(en.meta.published ?? "2026-10-01T08:00:00Z"),
    });
  }
  await images.render(media);
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(articles).values(rows).returning();
  await tx.insert(articleRevisions).values(
    inserted.map((a) => ({
      articleId: a.id,
      savedBy: "seed",
      status: a.status,
      publishAt: a.publishAt,
      titleEn: a.titleEn,
      titleFr: a.titleFr,
      leadEn: a.leadEn,
      leadFr: a.leadFr,
      bodyEn: a.bodyEn,
      bodyFr: a.bodyFr,
      createdAt: a.createdAt,
    })),
  );
  // Related products: the first two approved products of the article's models.
  await tx.execute(sql`
    update articles a set related_product_ids = coalesce((
      select array_agg(id order by id) from (
        select p.id from products p
        where p.model_id = any(a.related_model_ids) and p.status = 'approved'
        order by p.id limit 2) picked), '{}')`);
  return inserted.length;
}
