/**
 * Sellers, part 1 (issue 5): company ownership and roles, the business-account steps, the owner's
 * view, logo and office photos, offices, moderation of changes (pending change, approve, reject),
 * and the permissions of every seller call for a guest, a buyer and another seller.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../src/common/api/accounts.ts";
import type { OwnSeller } from "../../src/common/api/seller-account.ts";
import { createTestApp, nextIp, type TestApp } from "../setup/app.ts";

let t: TestApp;
let usCity: number;
let frCity: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.rows<{ id: number; iso: string }>(
    sql`select distinct on (country_iso) id, country_iso as iso from cities where country_iso in ('US', 'FR') order by country_iso, population desc`,
  );
  usCity = rows.find((r) => r.iso.trim() === "US")?.id ?? 0;
  frCity = rows.find((r) => r.iso.trim() === "FR")?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
async function call<T = Record<string, any>>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string>; lang?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}

async function signedIn() {
  const user = await t.createUser();
  const pair = await t.login(user.email, user.password);
  return { ...user, ...pair };
}

const S = "/api/sellers";
const HQ = {
  company_name: "Hash Forge",
  legal_name: "Hash Forge LLC",
  website: "https://hashforge.example",
  head_office_address: "1 Main Street, Austin",
  country_iso: "us",
  city_id: null as number | null,
  latitude: 30.27,
  longitude: -97.74,
  region_code: "NA",
  phone: "+1 201 555 0123",
};

/** A signed-in user with a company: draft, or active after the last step. */
async function seller(opts: { active?: boolean; name?: string } = {}) {
  const u = await signedIn();
  const created = await call<OwnSeller>("POST", `${S}/`, {
    headers: u.headers,
    payload: { ...HQ, city_id: usCity, company_name: opts.name ?? `Forge ${u.id}` },
  });
  expect(created.status).toBe(201);
  if (opts.active !== false) {
    const done = await call<OwnSeller>("POST", `${S}/${created.body.id}/complete/`, { headers: u.headers });
    expect(done.status).toBe(200);
  }
  return { ...u, sellerId: created.body.id };
}

describe("business account: the steps", () => {
  it("creates a draft from step CompanyHeadquarters; the user stays a buyer until the last step", async () => {
    const u = await signedIn();
    const r = await call<OwnSeller>("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, city_id: usCity },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      status: "draft",
      step: 2,
      company_name: "Hash Forge",
      legal_name: "Hash Forge LLC",
      country_iso: "US",
      city_id: usCity,
      region_code: "NA",
      legal_name_locked: false,
      pending: null,
      offices: [],
      photos: [],
    });
    const me = await call<Me>("GET", "/api/accounts/users/me/", { headers: u.headers });
    expect(me.body.role).toBe("buyer");
    expect(me.body.seller).toEqual({ id: r.body.id, status: "draft", company_name: "Hash Forge" });
    // A draft is not public.
    expect((await call("GET", `${S}/${r.body.id}`)).status).toBe(404);

    // Step SellerRegistration, then a reload (GET me/) continues where it stopped.
    const step2 = await call<OwnSeller>("PUT", `${S}/${r.body.id}/`, {
      headers: u.headers,
      payload: {
        about: "ASIC miners, repairs and hosting.",
        social_links: { linkedin: "https://linkedin.com/company/hashforge" },
        whatsapp: "+33 6 12 34 56 78",
        telegram_link: "https://t.me/hashforge",
        step: 3,
      },
    });
    expect(step2.status).toBe(200);
    const again = await call<OwnSeller>("GET", `${S}/me/`, { headers: u.headers });
    expect(again.body).toMatchObject({
      status: "draft",
      step: 3,
      about: "ASIC miners, repairs and hosting.",
    });
    expect(again.body.social_links).toEqual({ linkedin: "https://linkedin.com/company/hashforge" });

    // Step UploadCatalog (skip): the company leaves draft, the user becomes a seller.
    const done = await call<OwnSeller>("PUT", `${S}/${r.body.id}/`, {
      headers: u.headers,
      payload: { complete: true },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "active", legal_name_locked: true });
    const me2 = await call<Me>("GET", "/api/accounts/users/me/", { headers: u.headers });
    expect(me2.body.role).toBe("seller");
    expect(me2.body.seller).toEqual({ id: r.body.id, status: "active", company_name: "Hash Forge" });
    const pub = await call("GET", `${S}/${r.body.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ company_name: "Hash Forge", telegram_link: "https://t.me/hashforge" });
    // "View as user" switches to the buyer view and back, kept on the user record.
    const asBuyer = await call<Me>("PATCH", `/api/accounts/users/${u.id}/`, {
      headers: u.headers,
      payload: { view_as_buyer: true },
    });
    expect(asBuyer.body).toMatchObject({ role: "seller", view_as_buyer: true, seller: { status: "active" } });
    const back = await call<Me>("PATCH", `/api/accounts/users/${u.id}/`, {
      headers: u.headers,
      payload: { view_as_buyer: false },
    });
    expect(back.body.view_as_buyer).toBe(false);
    // A second POST once active is a conflict, not a second company.
    const twice = await call("POST", `${S}/`, { headers: u.headers, payload: HQ });
    expect(twice.status).toBe(409);
  });

  it("two tabs saving the first step make one company", async () => {
    const u = await signedIn();
    const [a, b] = await Promise.all([
      call<OwnSeller>("POST", `${S}/`, { headers: u.headers, payload: HQ }),
      call<OwnSeller>("POST", `${S}/`, { headers: u.headers, payload: { ...HQ, company_name: "Other tab" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from sellers where owner_user_id = ${u.id}`,
    );
    expect(row?.n).toBe(1);
    const third = await call<OwnSeller>("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, company_name: "Third" },
    });
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ id: a.body.id, company_name: "Third" });
  });

  it("validates every field, in English and French", async () => {
    const u = await signedIn();
    const r = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: {
        ...HQ,
        company_name: "",
        legal_name: " ",
        phone: "+33 6 12 34 56 78",
        website: "ftp://x",
        region_code: "XX",
      },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      company_name: ["This field is required."],
      legal_name: ["This field is required."],
      website: ["Enter a valid URL starting with http:// or https://."],
      region_code: ["Use region codes: NA, SA, EU, AF, AS, OC (or AW for all)."],
    });
    const phone = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, phone: "+33 6 12 34 56 78" },
    });
    expect(phone.body).toEqual({
      phone: ["Enter a valid phone number for the selected country, with its country code."],
    });
    const fr = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, phone: "12" },
      lang: "fr",
    });
    expect(fr.body).toEqual({
      phone: ["Saisissez un numéro de téléphone valide pour le pays choisi, avec l'indicatif."],
    });
    const missing = await call("POST", `${S}/`, { headers: u.headers, payload: {} });
    expect(missing.body).toMatchObject({
      company_name: ["This field is required."],
      phone: ["This field is required."],
    });
    const city = await call("POST", `${S}/`, { headers: u.headers, payload: { ...HQ, city_id: frCity } });
    expect(city.body).toEqual({ city_id: ["No city with this id in the selected country."] });
    const country = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, country_iso: "QQ" },
    });
    expect(country.body).toEqual({ country_iso: ["No country with this code."] });

    const draft = await call<OwnSeller>("POST", `${S}/`, { headers: u.headers, payload: HQ });
    const put = await call("PUT", `${S}/${draft.body.id}/`, {
      headers: u.headers,
      payload: { country_iso: "FR", telegram_link: "t.me", whatsapp: "123", step: 9, unknown: 1 },
    });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({
      telegram_link: ["Enter a Telegram link (https://t.me/name) or @name."],
      whatsapp: ["Enter a valid phone number for the selected country, with its country code."],
    });
    expect(put.body.step).toBeDefined();
    // The country changes: the stored US phone no longer fits.
    const moved = await call("PUT", `${S}/${draft.body.id}/`, {
      headers: u.headers,
      payload: { country_iso: "FR" },
    });
    expect(moved.body).toEqual({
      phone: ["Enter a valid phone number for the selected country, with its country code."],
    });
  });

  it("the last step needs the headquarters fields", async () => {
    const u = await signedIn();
    const draft = await call<OwnSeller>("POST", `${S}/`, { headers: u.headers, payload: HQ });
    await t.database.rows(sql`update sellers set phone = '' where id = ${draft.body.id}`);
    const r = await call("POST", `${S}/${draft.body.id}/complete/`, { headers: u.headers });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ phone: ["This field is required."] });
  });
});

describe("moderation of an active company's changes", () => {
  it("keeps the approved profile public while a change waits; approve publishes it", async () => {
    const s = await seller({ name: "Approved Name" });
    const put = await call<OwnSeller>("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { company_name: "Quokkatronic", about: "New about", legal_name: "Hash Forge LLC" },
    });
    expect(put.status).toBe(200);
    expect(put.body.company_name).toBe("Quokkatronic");
    expect(put.body.pending).toMatchObject({ label: "Pending moderation", offices: false });
    expect(put.body.pending?.fields.sort()).toEqual(["about", "company_name"]);
    const fr = await call<OwnSeller>("GET", `${S}/me/`, { headers: s.headers, lang: "fr" });
    expect(fr.body.pending?.label).toBe("En attente de modération");

    const pub = await call("GET", `${S}/${s.sellerId}`);
    expect(pub.body.company_name).toBe("Approved Name");
    const list = await call("GET", `${S}/?search=${encodeURIComponent("Quokkatronic")}`);
    expect(list.body.results.map((c: { id: number }) => c.id)).not.toContain(s.sellerId);

    // A second edit merges into the same pending change; going back to the approved value drops it.
    await call("PUT", `${S}/${s.sellerId}/`, { headers: s.headers, payload: { about: "" } });
    const merged = await call<OwnSeller>("GET", `${S}/me/`, { headers: s.headers });
    expect(merged.body.pending?.fields).toEqual(["company_name"]);

    const pending = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    expect(pending).toBeDefined();
    const moderator = await t.createUser({ role: "moderator" });
    await t.app.services.sellerAccounts.approveChange(pending?.id ?? 0, moderator.id);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.company_name).toBe("Quokkatronic");
    const after = await call<OwnSeller>("GET", `${S}/me/`, { headers: s.headers });
    expect(after.body.pending).toBeNull();
    expect(after.body.last_decision).toMatchObject({ status: "approved", reason: "" });
    const mail = await t.readMailbox(s.email);
    expect(mail[0]?.subject).toBe("Your company changes are approved");
    // Deciding twice is refused.
    await expect(
      t.app.services.sellerAccounts.rejectChange(pending?.id ?? 0, moderator.id, "late"),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("reject keeps the public profile and tells the owner why", async () => {
    const s = await seller({ name: "Keep Me" });
    await call("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { website: "https://spam.example" },
    });
    const pending = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    await t.app.services.sellerAccounts.rejectChange(
      pending?.id ?? 0,
      null,
      "The website is not the company's.",
    );
    const pub = await call("GET", `${S}/${s.sellerId}`);
    expect(pub.body.website).toBe(HQ.website);
    const me = await call<OwnSeller>("GET", `${S}/me/`, { headers: s.headers });
    expect(me.body).toMatchObject({
      website: HQ.website,
      pending: null,
      last_decision: { status: "rejected", reason: "The website is not the company's." },
    });
    const mail = await t.readMailbox(s.email);
    expect(mail[0]?.text).toContain("The website is not the company's.");
  });

  it("the legal name changes only through support once the company is active", async () => {
    const s = await seller();
    const r = await call("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { legal_name: "Other Ltd" },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      legal_name: ["The legal name can't be changed after approval. Contact support to change it."],
    });
    const fr = await call("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { legal_name: "Other Ltd" },
      lang: "fr",
    });
    expect(fr.body.legal_name[0]).toContain("raison sociale");
    // A draft may still change it.
    const d = await seller({ active: false });
    const ok = await call("PUT", `${S}/${d.sellerId}/`, {
      headers: d.headers,
      payload: { legal_name: "Other Ltd" },
    });
    expect(ok.body.legal_name).toBe("Other Ltd");
  });
});

describe("offices", () => {
  const office = {
    name: "Warehouse",
    address: "5 Dock Road",
    country_iso: "FR",
    city_id: null as number | null,
  };

  it("a draft's offices change at once", async () => {
    const s = await seller({ active: false });
    const add = await call("POST", `${S}/${s.sellerId}/offices/`, {
      headers: s.headers,
      payload: { ...office, city_id: frCity },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ name: "Warehouse", country_iso: "FR", city_id: frCity, pending: false });
    const edit = await call("PATCH", `${S}/${s.sellerId}/offices/${add.body.id}/`, {
      headers: s.headers,
      payload: { name: "Main warehouse" },
    });
    expect(edit.body).toMatchObject({ id: add.body.id, name: "Main warehouse", pending: false });
    const list = await call("GET", `${S}/${s.sellerId}/offices/`, { headers: s.headers });
    expect(list.body).toHaveLength(1);
    const del = await call("DELETE", `${S}/${s.sellerId}/offices/${add.body.id}/`, { headers: s.headers });
    expect(del.status).toBe(204);
    expect((await call("GET", `${S}/${s.sellerId}/offices/`, { headers: s.headers })).body).toEqual([]);
  });

  it("an active company's office changes wait for moderation, then keep their ids", async () => {
    const s = await seller();
    const add = await call("POST", `${S}/${s.sellerId}/offices/`, { headers: s.headers, payload: office });
    expect(add.body.pending).toBe(true);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.offices).toEqual([]);
    const edit = await call("PATCH", `${S}/${s.sellerId}/offices/${add.body.id}/`, {
      headers: s.headers,
      payload: { address: "7 Dock Road" },
    });
    expect(edit.body).toMatchObject({ address: "7 Dock Road", pending: true });
    const me = await call<OwnSeller>("GET", `${S}/me/`, { headers: s.headers });
    expect(me.body.pending).toMatchObject({ offices: true, fields: [] });

    const pending = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    await t.app.services.sellerAccounts.approveChange(pending?.id ?? 0, null);
    const pub = await call("GET", `${S}/${s.sellerId}`);
    expect(pub.body.offices).toMatchObject([{ id: add.body.id, name: "Warehouse", address: "7 Dock Road" }]);

    // Removing it is a pending change too.
    const del = await call("DELETE", `${S}/${s.sellerId}/offices/${add.body.id}/`, { headers: s.headers });
    expect(del.status).toBe(204);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.offices).toHaveLength(1);
    expect((await call("GET", `${S}/${s.sellerId}/offices/`, { headers: s.headers })).body).toEqual([]);
  });

  it("validates offices", async () => {
    const s = await seller({ active: false });
    const r = await call("POST", `${S}/${s.sellerId}/offices/`, {
      headers: s.headers,
      payload: { name: "", address: "", country_iso: "1" },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      name: ["This field is required."],
      address: ["This field is required."],
      country_iso: ["Use two-letter country codes (ISO 3166-1), e.g. US, DE."],
    });
    const city = await call("POST", `${S}/${s.sellerId}/offices/`, {
      headers: s.headers,
      payload: { ...office, city_id: usCity },
    });
    expect(city.body).toEqual({ city_id: ["No city with this id in the selected country."] });
    const missing = await call("PATCH", `${S}/${s.sellerId}/offices/999999/`, {
      headers: s.headers,
      payload: { name: "x" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("logo and office photos", () => {
  const multipart = (field: string, filename: string, type: string, data: Buffer) => {
    const boundary = `----rm${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (url: string, headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
    call<OwnSeller>("POST", url, { payload: body.payload, headers: { ...headers, ...body.headers } });
  const fileOf = (url: string) => path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, ""));
  const jpeg = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: "#f7931a" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
      .jpeg()
      .toBuffer();

  it("re-encodes the logo to webp at 1x and 2x without metadata", async () => {
    const s = await seller({ active: false });
    const r = await upload(
      `${S}/${s.sellerId}/logo/`,
      s.headers,
      multipart("logo", "logo.jpg", "image/jpeg", await jpeg()),
    );
    expect(r.status).toBe(200);
    expect(r.body.logo_url).toMatch(new RegExp(`^/uploads/sellers/s${s.sellerId}/logo-[0-9a-f]{16}\\.webp$`));
    const meta = await sharp(fileOf(r.body.logo_url)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect((await sharp(fileOf(r.body.logo_url_2x)).metadata()).width).toBe(512);
    const bad = await upload(
      `${S}/${s.sellerId}/logo/`,
      s.headers,
      multipart("logo", "logo.png", "image/png", Buffer.from("<svg/> not an image")),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ logo: ["Upload a JPEG, PNG or WebP image."] });
    const big = await upload(
      `${S}/${s.sellerId}/logo/`,
      s.headers,
      multipart("logo", "big.jpg", "image/jpeg", Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
    );
    expect(big.status).toBe(413);
  });

  it("an active company's new logo waits for moderation", async () => {
    const s = await seller();
    const r = await upload(
      `${S}/${s.sellerId}/logo/`,
      s.headers,
      multipart("logo", "l.jpg", "image/jpeg", await jpeg()),
    );
    expect(r.status).toBe(200);
    expect(r.body.pending?.fields).toEqual(["logo"]);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.logo_url).not.toBe(r.body.logo_url);
    // A second upload replaces the waiting one (its files go).
    const again = await upload(
      `${S}/${s.sellerId}/logo/`,
      s.headers,
      multipart("logo", "l.jpg", "image/jpeg", await jpeg()),
    );
    expect(existsSync(fileOf(r.body.logo_url))).toBe(false);
    const pending = await t.app.services.sellerAccounts.pendingChangeOf(s.sellerId);
    await t.app.services.sellerAccounts.approveChange(pending?.id ?? 0, null);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.logo_url).toBe(again.body.logo_url);
    expect(existsSync(fileOf(again.body.logo_url))).toBe(true);
  });

  it("keeps at most 10 office photos; a photo can be removed", async () => {
    const s = await seller({ active: false });
    const img = await jpeg();
    let last: OwnSeller | undefined;
    for (let i = 0; i < 10; i++) {
      const r = await upload(
        `${S}/${s.sellerId}/photos/`,
        s.headers,
        multipart("photo", "p.jpg", "image/jpeg", img),
      );
      expect(r.status).toBe(201);
      last = r.body;
    }
    expect(last?.photos).toHaveLength(10);
    const eleventh = await upload(
      `${S}/${s.sellerId}/photos/`,
      s.headers,
      multipart("photo", "p.jpg", "image/jpeg", img),
    );
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toEqual({ photo: ["A company can have at most 10 office photos."] });
    const photo = last?.photos[0];
    expect(photo?.width).toBe(640);
    const del = await call("DELETE", `${S}/${s.sellerId}/photos/${photo?.id}/`, { headers: s.headers });
    expect(del.status).toBe(204);
    expect(existsSync(fileOf(photo?.url ?? ""))).toBe(false);
  });

  it("an office photo is removed only by its owner", async () => {
    const owner = await seller();
    const added = await upload(
      `${S}/${owner.sellerId}/photos/`,
      owner.headers,
      multipart("photo", "p.jpg", "image/jpeg", await jpeg()),
    );
    expect(added.status).toBe(201);
    const photo = added.body.photos[0];
    const buyer = await signedIn();
    const other = await seller();
    const ownUrl = `${S}/${owner.sellerId}/photos/${photo?.id}/`;
    expect((await call("DELETE", ownUrl)).status).toBe(401);
    expect((await call("DELETE", ownUrl, { headers: buyer.headers })).status).toBe(403);
    expect((await call("DELETE", ownUrl, { headers: other.headers })).status).toBe(404);
    // Nor through the other seller's own company id.
    const viaOther = `${S}/${other.sellerId}/photos/${photo?.id}/`;
    expect((await call("DELETE", viaOther, { headers: other.headers })).status).toBe(404);
    expect(existsSync(fileOf(photo?.url ?? ""))).toBe(true);
    expect((await call<OwnSeller>("GET", `${S}/me/`, { headers: owner.headers })).body.photos).toHaveLength(
      1,
    );
    // Public at once, and gone at once when the owner removes it.
    expect((await call("GET", `${S}/${owner.sellerId}`)).body.photos).toHaveLength(1);
    expect((await call("DELETE", ownUrl, { headers: owner.headers })).status).toBe(204);
    expect((await call("GET", `${S}/${owner.sellerId}`)).body.photos).toEqual([]);
    expect(existsSync(fileOf(photo?.url ?? ""))).toBe(false);
    expect(existsSync(fileOf(photo?.url_2x ?? ""))).toBe(false);
    expect((await call("DELETE", ownUrl, { headers: owner.headers })).status).toBe(404);
    expect(
      (await call("DELETE", `${S}/${owner.sellerId}/photos/abc/`, { headers: owner.headers })).status,
    ).toBe(400);
  });
});

describe("map location of the head office", () => {
  it("keeps both coordinates or neither, on the globe, in English and French", async () => {
    const u = await signedIn();
    const half = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, latitude: 52.5, longitude: null },
    });
    expect(half.status).toBe(400);
    expect(half.body).toEqual({ longitude: ["Give both the latitude and the longitude, or neither."] });
    const fr = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, latitude: null, longitude: 13.4 },
      lang: "fr",
    });
    expect(fr.body).toEqual({ latitude: ["Indiquez la latitude et la longitude, ou aucune des deux."] });
    const off = await call("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, latitude: 95, longitude: -200 },
    });
    expect(off.body).toEqual({
      latitude: ["Ensure this value is less than or equal to 90."],
      longitude: ["Ensure this value is greater than or equal to -180."],
    });
    const text = await call("POST", `${S}/`, { headers: u.headers, payload: { ...HQ, latitude: "north" } });
    expect(text.body).toMatchObject({ latitude: ["A valid number is required."] });
    // Without a position at all is fine.
    const none = await call<OwnSeller>("POST", `${S}/`, {
      headers: u.headers,
      payload: { ...HQ, latitude: null, longitude: null },
    });
    expect(none.status).toBe(201);
    expect(none.body).toMatchObject({ latitude: null, longitude: null });
    const putHalf = await call("PUT", `${S}/${none.body.id}/`, {
      headers: u.headers,
      payload: { latitude: 10 },
    });
    expect(putHalf.body).toEqual({ longitude: ["Give both the latitude and the longitude, or neither."] });
  });

  it("a draft's position applies at once; an active company's waits for moderation", async () => {
    const s = await seller({ active: false });
    const put = await call<OwnSeller>("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { latitude: 52.52, longitude: 13.405 },
    });
    expect(put.body).toMatchObject({ latitude: 52.52, longitude: 13.405, pending: null });
    await call("POST", `${S}/${s.sellerId}/complete/`, { headers: s.headers });
    expect((await call("GET", `${S}/${s.sellerId}`)).body.head_office).toMatchObject({
      latitude: 52.52,
      longitude: 13.405,
    });

    const moved = await call<OwnSeller>("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { latitude: 48.8566, longitude: 2.3522 },
    });
    expect(moved.body).toMatchObject({ latitude: 48.8566, longitude: 2.3522 });
    expect(moved.body.pending?.fields).toEqual(expect.arrayContaining(["latitude", "longitude"]));
    // The public page keeps the approved position until a moderator approves.
    expect((await call("GET", `${S}/${s.sellerId}`)).body.head_office).toMatchObject({ latitude: 52.52 });
    await t.app.services.sellerAccounts.approveChange(moved.body.pending?.id ?? 0, null);
    expect((await call("GET", `${S}/${s.sellerId}`)).body.head_office).toMatchObject({
      latitude: 48.8566,
      longitude: 2.3522,
    });

    // Removing the position (both null) is a change too.
    const cleared = await call<OwnSeller>("PUT", `${S}/${s.sellerId}/`, {
      headers: s.headers,
      payload: { latitude: null, longitude: null },
    });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
    expect(cleared.body.pending?.fields).toEqual(expect.arrayContaining(["latitude", "longitude"]));
    // Another seller cannot move it.
    const other = await seller();
    const refused = await call("PUT", `${S}/${s.sellerId}/`, {
      headers: other.headers,
      payload: { latitude: 0, longitude: 0 },
    });
    expect(refused.status).toBe(404);
  });
});

describe("permissions", () => {
  it("refuses every seller call to a guest, a buyer and another seller", async () => {
    const owner = await seller();
    const office = await call("POST", `${S}/${owner.sellerId}/offices/`, {
      headers: owner.headers,
      payload: { name: "HQ 2", address: "x", country_iso: "US" },
    });
    const buyer = await signedIn();
    const other = await seller();
    const id = owner.sellerId;
    const calls: [method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown][] = [
      ["PUT", `${S}/${id}/`, { about: "hacked" }],
      ["POST", `${S}/${id}/complete/`],
      ["GET", `${S}/${id}/offices/`],
      ["POST", `${S}/${id}/offices/`, { name: "x", address: "y", country_iso: "US" }],
      ["PATCH", `${S}/${id}/offices/${office.body.id}/`, { name: "x" }],
      ["DELETE", `${S}/${id}/offices/${office.body.id}/`],
      ["DELETE", `${S}/${id}/photos/1/`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
      expect(
        (await call(method, url, { payload, headers: buyer.headers })).status,
        `buyer ${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(method, url, { payload, headers: other.headers })).status,
        `other ${method} ${url}`,
      ).toBe(404);
    }
    const noId: [method: "GET" | "POST" | "PUT", url: string, payload?: unknown][] = [
      ["GET", `${S}/me/`],
      ["POST", `${S}/`, HQ],
      ["GET", `${S}/telegram-chats/`],
      ["POST", `${S}/telegram-chats/`, { chat_id: "-100" }],
      ["GET", `${S}/notification-settings/`],
      ["PUT", `${S}/notification-settings/`, { email: { chat_message: false } }],
    ];
    for (const [method, url, payload] of noId) {
      expect((await call(method, url, { payload })).status, `guest ${method} ${url}`).toBe(401);
    }
    // A buyer (no company) may start one, but the seller settings are refused.
    expect((await call("GET", `${S}/me/`, { headers: buyer.headers })).status).toBe(404);
    for (const [method, url, payload] of noId.slice(2)) {
      expect(
        (await call(method, url, { payload, headers: buyer.headers })).status,
        `buyer ${method} ${url}`,
      ).toBe(403);
    }
    // A draft seller too: Telegram and notifications need an active company.
    const draft = await seller({ active: false });
    const refused = await call("GET", `${S}/telegram-chats/`, { headers: draft.headers });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("active");
    // Nothing changed.
    expect((await call<OwnSeller>("GET", `${S}/me/`, { headers: owner.headers })).body.about).toBe("");
  });

  it("documents the seller calls in the OpenAPI description", async () => {
    const doc = await call<{ paths: Record<string, Record<string, unknown>> }>("GET", "/api/docs/json");
    expect(Object.keys(doc.body.paths["/api/sellers/"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(Object.keys(doc.body.paths["/api/sellers/{id}/"] ?? {})).toContain("put");
    expect(doc.body.paths["/api/sellers/telegram-chats/{id}/test/"]).toBeDefined();
    expect(doc.body.paths["/api/forms/seller-contact/"]).toBeDefined();
  });

  it("keeps the public seller calls working", async () => {
    const s = await seller({ name: "Public Forge Unique" });
    const list = await call("GET", `${S}/?search=${encodeURIComponent("Public Forge Unique")}`);
    expect(list.body.results.map((c: { id: number }) => c.id)).toContain(s.sellerId);
    expect((await call("GET", `${S}/count`)).status).toBe(200);
    expect((await call("GET", `${S}/for-filters`)).status).toBe(200);
    expect((await call("GET", `${S}/${s.sellerId}/similar-companies/`)).status).toBe(200);
  });
});
