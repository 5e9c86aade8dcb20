/**
 * Drafts are not indexed for search (decision 019, update 031; migration 0012): a draft has no
 * search vector and no `product_search` row, both made when it leaves `draft`, so the words
 * edited into a draft are the ones a buyer finds once it is approved.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type Fixtures, helpers, loadFixtures, P } from "./seller-products-helpers.ts";

let t: TestApp;
let fx: Fixtures;
let h: ReturnType<typeof helpers>;
let moderatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  fx = await loadFixtures(t);
  h = helpers(t, () => fx);
  moderatorId = (await t.createUser({ role: "moderator" })).id;
});
afterAll(async () => {
  await t?.close();
});

const indexed = async (id: number) => {
  const [row] = await t.database.rows<{ vector: boolean; copy: boolean }>(sql`
    select p.search_vector is not null as vector, exists (select 1 from product_search ps where ps.id = p.id) as copy
      from products p where p.id = ${id}`);
  return row;
};
const searchIds = async (text: string) =>
  (
    (await h.call("GET", `/api/search/products/?search=${encodeURIComponent(text)}`)).body.results as {
      id: number;
    }[]
  ).map((r) => r.id);

describe("drafts and search", () => {
  it("indexes a product when it leaves draft, with the words it has then", async () => {
    const u = await h.seller();
    const p = await h.readyDraft(u.headers, { name: "Qwyrtle hydro rig" });
    expect(await indexed(p.id)).toEqual({ vector: false, copy: false });
    // Edited while a draft: still not indexed.
    const edit = await h.call("PATCH", `${P}/${p.id}/`, {
      headers: u.headers,
      payload: { name: "Plinthar hydro rig" },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await indexed(p.id)).toEqual({ vector: false, copy: false });

    await h.action(u.headers, "verify", [p.id], 200);
    expect(await indexed(p.id)).toEqual({ vector: true, copy: true });
    expect(await searchIds("plinthar")).toEqual([]);
    await t.app.services.sellerProducts.approveProducts(moderatorId, [p.id]);
    expect(await searchIds("plinthar")).toEqual([p.id]);
    expect(await searchIds("qwyrtle")).toEqual([]);
  });

  it("drops the index of a product written back as a draft", async () => {
    const u = await h.seller();
    const p = await h.inStatus(u, "verified");
    expect(await indexed(p.id)).toEqual({ vector: true, copy: true });
    await t.database.rows(sql`update products set status = 'draft' where id = ${p.id}`);
    expect(await indexed(p.id)).toEqual({ vector: false, copy: false });
  });

  it("leaves many drafts written at once unindexed, and indexes products written in another status", async () => {
    const u = await h.seller();
    const a = await h.create(u.headers, h.complete({ name: "Bulk draft one" }));
    const b = await h.create(u.headers, h.complete({ name: "Bulk draft two" }));
    expect(await indexed(a.id)).toEqual({ vector: false, copy: false });
    expect(await indexed(b.id)).toEqual({ vector: false, copy: false });
    // A product inserted approved (the seed's way) is indexed at once.
    const [row] = await t.database.rows<{ id: number }>(sql`
      insert into products (sku, seller_id, category_id, name, status, condition, currency, delivery_regions)
      select 'RM-9' || lpad((floor(random() * 999999))::int::text, 6, '0'), seller_id, category_id, 'Vornix inserted',
        'approved', condition, currency, delivery_regions from products where id = ${a.id}
      returning id`);
    expect(await indexed(row?.id as number)).toEqual({ vector: true, copy: true });
  });
});
