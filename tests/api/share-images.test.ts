/**
 * Issue 31, item 6 (docs/decisions/071): walking /og/product/{sku}.png over more products than the
 * 300 images a process used to keep, twice, draws each image once: the second walk is served from
 * the stored files (the memory holds only its byte budget). An edit of the product draws its image
 * anew under a new key and deletes the old file; a product no longer public loses its file to the
 * clean-up. Draws are counted by the service's counters, never by timing.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneShareImages } from "../../src/api/modules/seo/stored-images.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

let t: TestApp;
/** Room for a few dozen images (a card is about 30 KB here): far fewer than the walk. */
const BUDGET = 1024 * 1024;
const WALK = 310;

beforeAll(async () => {
  t = await createTestApp({ settings: { shareImages: { cacheBytes: BUDGET, renders: 2 } } });
});
afterAll(async () => {
  await t?.close();
});

const counts = () => ({ ...t.app.services.shareImages.counts });
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** GETs every image, `parallel` at a time; each image's hash by SKU. */
async function walk(skus: string[], parallel = 6): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < skus.length) {
        const sku = skus[next++] as string;
        const res = await t.app.inject({ url: `/og/product/${encodeURIComponent(sku)}.png` });
        expect(res.statusCode, sku).toBe(200);
        expect(res.headers["content-type"]).toBe("image/png");
        out.set(sku, sha(res.rawPayload));
      }
    }),
  );
  return out;
}

const storedOf = async (sku: string) =>
  (
    await t.database.rows<{ key: string }>(
      sql`select o.key from og_images o join products p on p.id = o.subject_id where o.kind = 'product' and p.sku = ${sku}`,
    )
  )[0]?.key;

describe("share images over the whole catalogue", () => {
  let skus: string[] = [];

  it("a second walk over more products than the old cap draws nothing: every image comes from storage", async () => {
    skus = (
      await t.database.rows<{ sku: string }>(
        sql`select p.sku from products p join sellers s on s.id = p.seller_id
            where p.status = 'approved' and s.status = 'active' order by p.id limit ${WALK}`,
      )
    ).map((r) => r.sku);
    expect(skus.length).toBe(WALK);
    const first = await walk(skus);
    expect(counts()).toMatchObject({ drawn: WALK, read: 0 });
    // Never more draws at once than the setting allows, six requests at a time notwithstanding.
    expect(counts().mostAtOnce).toBeLessThanOrEqual(2);
    const [stored] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from og_images`);
    expect(stored?.n).toBe(WALK);

    const second = await walk(skus);
    expect(second).toEqual(first);
    const after = counts();
    expect(after.drawn).toBe(WALK);
    // The memory holds a few dozen at most: the rest were read back.
    expect(after.read).toBeGreaterThan(WALK - 60);
  });

  it("an edit of the product draws its image anew, stores it under a new key and deletes the old file", async () => {
    const sku = skus[0] as string;
    const oldKey = (await storedOf(sku)) as string;
    expect(await t.app.services.media.has(oldKey)).toBe(true);
    const before = (await walk([sku])).get(sku);
    const drawn = counts().drawn;

    await t.database.rows(sql`update products set name = name || ' Pro' where sku = ${sku}`);
    const renamed = (await walk([sku])).get(sku);
    expect(renamed).not.toBe(before);
    expect(counts().drawn).toBe(drawn + 1);
    const newKey = (await storedOf(sku)) as string;
    expect(newKey).not.toBe(oldKey);
    expect(await t.app.services.media.has(newKey)).toBe(true);
    expect(await t.app.services.media.has(oldKey)).toBe(false);
    // Asked again: the new file, not drawn a third time.
    expect((await walk([sku])).get(sku)).toBe(renamed);
    expect(counts().drawn).toBe(drawn + 1);
  });

  it("the clean-up deletes the file of a product that is no longer public", async () => {
    const sku = skus[1] as string;
    const key = (await storedOf(sku)) as string;
    expect(await t.app.services.media.has(key)).toBe(true);
    await t.database.rows(sql`update products set status = 'archived' where sku = ${sku}`);
    expect(await pruneShareImages(t.database, t.app.services.media)).toBe(1);
    expect(await t.app.services.media.has(key)).toBe(false);
    expect(await storedOf(sku)).toBeUndefined();
    expect(await t.app.services.media.has((await storedOf(skus[2] as string)) as string)).toBe(true);
  });
});
