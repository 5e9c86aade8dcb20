/**
 * The sitemap index and its files (issue 22, docs/decisions/054): /sitemap.xml lists
 * /sitemaps/{kind}-{n}.xml, each at most 10,000 URLs (5,000 pages, each in English and French). A
 * file is read from the database by a keyset cursor in batches and written through gzip as it
 * comes; the gzipped bytes are kept per process while the catalogue's data version holds (an
 * approved product, a changed company or a published article moves it), and made again on the first
 * request after it moves. 100,000 products are twenty product files (decision 054's update: a file
 * of the protocol's 50,000 URLs was 600 KB of gzip, 19 MB of XML, to send and make again after every change).
 */
import { createGzip, gunzipSync } from "node:zlib";
import { catalogVersion } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import { fileStarts, SITEMAP_KINDS, type SitemapKind, sitemapBatch } from "./queries.ts";
import { sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntries } from "./sitemap-xml.ts";

/** Public pages that are not listings (their French twins are added by urlEntries). */
export const STATIC_PATHS = [
  "/",
  "/marketplace",
  "/products-catalog",
  "/services-catalog",
  "/companies-catalog",
  "/calculators-and-widgets",
  "/pulse",
  "/handbook",
  "/about-the-service",
  "/advertisment",
  "/feedback",
  "/newsletter",
  "/privacy-policy",
  "/terms",
];

/** What a kind's page path is, from its slug. */
const PATHS: Record<SitemapKind, (slug: string) => string> = {
  products: (sku) => `/product/${encodeURIComponent(sku)}`,
  services: (id) => `/service/${id}`,
  companies: (id) => `/company/${id}`,
  articles: (slug) => `/pulse/articles/${encodeURIComponent(slug)}`,
};

export interface SitemapOptions {
  /** Pages per file (two URLs each; the protocol allows 50,000 URLs); tests use a few. */
  pagesPerFile?: number;
  /** Rows read per statement. */
  batchSize?: number;
}

interface FileRange {
  kind: SitemapKind;
  from: number;
  before: number | null;
}

/** Collects a gzip stream's output while the XML is written into it. */
function gzipWriter() {
  const gz = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gz.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    gz.on("end", () => resolve(Buffer.concat(chunks)));
    gz.on("error", reject);
  });
  return {
    write: (text: string) =>
      new Promise<void>((resolve) => (gz.write(text) ? resolve() : gz.once("drain", resolve))),
    end: () => {
      gz.end();
      return done;
    },
  };
}

export function createSitemaps(database: Database, publicUrl: string, opts: SitemapOptions = {}) {
  const pagesPerFile = opts.pagesPerFile ?? 5_000;
  const batchSize = opts.batchSize ?? 5_000;
  const base = publicUrl.replace(/\/+$/, "");
  let kept: {
    version: number;
    layout: Promise<Map<string, FileRange | null>>;
    files: Map<string, Promise<Buffer>>;
  } | null = null;

  /** The files of this version: the static pages' file, then each kind's, by their first keys. */
  async function layoutOf(): Promise<Map<string, FileRange | null>> {
    const layout = new Map<string, FileRange | null>([["pages-1.xml", null]]);
    for (const kind of SITEMAP_KINDS) {
      const starts = await fileStarts(database, kind, pagesPerFile);
      starts.forEach((from, i) => {
        layout.set(`${kind}-${i + 1}.xml`, { kind, from, before: starts[i + 1] ?? null });
      });
    }
    return layout;
  }

  async function current() {
    const version = await catalogVersion(database);
    if (!kept || kept.version !== version) {
      kept = { version, layout: layoutOf(), files: new Map() };
      kept.layout.catch(() => {
        kept = null;
      });
    }
    return kept;
  }

  async function writeFile(range: FileRange | null): Promise<Buffer> {
    const out = gzipWriter();
    await out.write(URLSET_OPEN);
    if (!range) {
      for (const path of STATIC_PATHS) await out.write(urlEntries(base, path, null));
    } else {
      let from = range.from;
      for (;;) {
        const rows = await sitemapBatch(database, range.kind, { from, before: range.before }, batchSize);
        await out.write(rows.map((r) => urlEntries(base, PATHS[range.kind](r.slug), r.updated)).join(""));
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) break;
        from = last.key + 1;
      }
    }
    await out.write(URLSET_CLOSE);
    return out.end();
  }

  return {
    /** The index, gzipped. */
    async index(): Promise<Buffer> {
      const layout = await (await current()).layout;
      const out = gzipWriter();
      await out.write(sitemapIndex(base, [...layout.keys()]));
      return out.end();
    },
    /** A file of the index, gzipped; null when the index has no such file. */
    async file(name: string): Promise<Buffer | null> {
      const state = await current();
      const layout = await state.layout;
      if (!layout.has(name)) return null;
      let bytes = state.files.get(name);
      if (!bytes) {
        bytes = writeFile(layout.get(name) ?? null);
        state.files.set(name, bytes);
        bytes.catch(() => state.files.delete(name));
      }
      return bytes;
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

/** The XML itself (for a client that takes no gzip, and for tests). */
export const unzipped = (gz: Buffer): string => gunzipSync(gz).toString("utf8");
