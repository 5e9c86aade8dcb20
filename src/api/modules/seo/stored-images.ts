/**
 * The share images' three places (issue 31, docs/decisions/071): held in memory within a budget of
 * bytes, stored with the media after their first drawing (one file per product or company and
 * version of what its card shows: this machine's disk or the bucket, shared by every process), and
 * drawn — at most `renders` at once per process, the others waiting — only when neither has it. The
 * og_images table names each subject's stored file: a new version replaces the row and deletes the
 * old file; a daily job deletes the files of products and companies no longer public.
 */
import { sql } from "drizzle-orm";
import type { Locale } from "../../../common/i18n/index.ts";
import { BytesCache } from "../../cache.ts";
import type { Database } from "../../db/client.ts";
import type { Jobs, Logger } from "../../infra/jobs.ts";
import { Slots, withSlot } from "../../infra/slots.ts";
import type { Storage } from "../../infra/storage.ts";
import type { ShareImageSettings } from "../../settings.ts";
import { PUBLIC_PRODUCT } from "../catalog/public.ts";
import { PUBLIC_SELLER } from "../sellers/public.ts";

/** Moves every stored key when the drawing itself changes (og-image.ts's layout, fonts, sizes). */
const DRAWING = "d1";
const PRUNE_QUEUE = "seo-share-images-prune";
/** Rows looked at per run of the clean-up. */
const PRUNE_BATCH = 1000;

export type ShareImageKind = "product" | "company";

/** One card: whose it is, in which language, and the version of what it shows (src/common/seo/og.ts). */
export interface ShareImageSubject {
  kind: ShareImageKind;
  id: number;
  locale: Locale;
  version: string;
}

export interface ShareImageDeps {
  database: Database;
  media: Storage;
  jobs: Jobs;
  settings: { shareImages: ShareImageSettings };
  log: Logger;
}

/** The media key of a card's file (ids and versions only: always a safe key). */
export function shareImageKey(s: ShareImageSubject): string {
  return `og/${s.kind}/${s.id}/${s.locale}-${s.version}-${DRAWING}.png`;
}

/** Records `key` as the subject's stored file; the file it replaces, if another. */
async function replaceStored(database: Database, s: ShareImageSubject, key: string, bytes: number) {
  const [old] = await database.rows<{ key: string }>(sql`
    with old as (select key from og_images where kind = ${s.kind} and subject_id = ${s.id}),
    upsert as (
      insert into og_images (kind, subject_id, key, bytes) values (${s.kind}, ${s.id}, ${key}, ${bytes})
      on conflict (kind, subject_id) do update set key = excluded.key, bytes = excluded.bytes, created_at = now()
    )
    select key from old`);
  return old && old.key !== key ? old.key : undefined;
}

/** Deletes the stored files (and rows) of products and companies that are gone or no longer public; how many. */
export async function pruneShareImages(database: Database, media: Storage): Promise<number> {
  const stale = await database.rows<{ kind: string; subject_id: number; key: string }>(sql`
    select o.kind, o.subject_id, o.key from og_images o
    where (o.kind = 'product' and not exists (
             select 1 from products p join sellers s on s.id = p.seller_id where p.id = o.subject_id and ${PUBLIC_PRODUCT}))
       or (o.kind = 'company' and not exists (
             select 1 from sellers s where s.id = o.subject_id and ${PUBLIC_SELLER}))
    limit ${PRUNE_BATCH}`);
  for (const row of stale) {
    await media.delete(row.key);
    await database.rows(
      sql`delete from og_images where kind = ${row.kind} and subject_id = ${row.subject_id} and key = ${row.key}`,
    );
  }
  return stale.length;
}

/** The share images' service, its clean-up job defined. */
export async function createShareImages(deps: ShareImageDeps) {
  const memory = new BytesCache(deps.settings.shareImages.cacheBytes);
  const drawing = new Slots(deps.settings.shareImages.renders);
  /** Images drawn and read back from the storage by this process, and the most drawn at once (tests, the bench). */
  const counts = { drawn: 0, read: 0, mostAtOnce: 0 };
  let drawingNow = 0;
  const drawCounted = async (draw: () => Promise<Buffer>) => {
    counts.mostAtOnce = Math.max(counts.mostAtOnce, ++drawingNow);
    try {
      return await draw();
    } finally {
      drawingNow--;
    }
  };

  async function readStored(key: string): Promise<Buffer | undefined> {
    try {
      return await deps.media.get(key);
    } catch (err) {
      deps.log.error({ err, key }, "share image: the stored file could not be read; drawing it");
      return undefined;
    }
  }

  async function store(s: ShareImageSubject, key: string, png: Buffer) {
    try {
      await deps.media.put(key, png, "image/png");
      const previous = await replaceStored(deps.database, s, key, png.length);
      if (previous) await deps.media.delete(previous);
    } catch (err) {
      // Served all the same; the next process to miss it draws it again.
      deps.log.error({ err, key }, "share image not stored");
    }
  }

  await deps.jobs.define(
    PRUNE_QUEUE,
    async () => {
      while ((await pruneShareImages(deps.database, deps.media)) === PRUNE_BATCH);
    },
    { retryLimit: 2, retryDelaySeconds: 300 },
  );
  await deps.jobs.schedule(PRUNE_QUEUE, "23 4 * * *");

  return {
    counts,

    /** The card's PNG: from memory, else the storage, else drawn by `draw` (and stored). */
    image(s: ShareImageSubject, draw: () => Promise<Buffer>): Promise<Buffer> {
      const key = shareImageKey(s);
      return memory.get(key, async () => {
        const stored = await readStored(key);
        if (stored) {
          counts.read++;
          return stored;
        }
        const png = await withSlot(drawing, () => drawCounted(draw));
        counts.drawn++;
        await store(s, key, png);
        return png;
      });
    },
  };
}

export type ShareImages = Awaited<ReturnType<typeof createShareImages>>;
