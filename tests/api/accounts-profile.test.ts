/**
 * Accounts, part 2: the signed-in user's profile (me, PATCH, avatars), e-mail change in two
 * confirmations, password change, the additional notification e-mails and the dev mailbox API.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me, TokenPair } from "../../src/common/api/accounts.ts";
import { createTestApp, nextIp, TEST_PASSWORD, type TestApp } from "../setup/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
async function call<T = Record<string, any>>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string>; lang?: string; remoteAddress?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload as never,
    headers: { "accept-language": opts.lang ?? "en", ...opts.headers },
    remoteAddress: opts.remoteAddress ?? nextIp(),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}

async function signedIn(opts: Parameters<TestApp["createUser"]>[0] = {}) {
  const user = await t.createUser(opts);
  const pair = await t.login(user.email, user.password);
  return { ...user, ...pair };
}

const GOOD = "N3w-password!";
const A = "/api/accounts";

describe("users/me and PATCH users/{id}", () => {
  it("describes the signed-in user", async () => {
    const u = await signedIn({ name: "Grace" });
    const me = await call<Me>("GET", `${A}/users/me`, { headers: u.headers });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: u.id,
      email: u.email,
      name: "Grace",
      avatar: null,
      locale: "en",
      role: "buyer",
      view_as_buyer: false,
      electricity_price: null,
      seller: null,
      emails: [],
      has_password: true,
      google_linked: false,
      created_at: expect.any(String),
    });
  });

  it("updates name, language, view-as-buyer and the default avatar of the user's own account only", async () => {
    const u = await signedIn();
    const r = await call<Me>("PATCH", `${A}/users/${u.id}/`, {
      headers: u.headers,
      payload: { name: "  Renamed  ", locale: "fr", view_as_buyer: true, avatar: "default-3" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: "Renamed",
      locale: "fr",
      view_as_buyer: true,
      avatar: {
        id: "default-3",
        url: "/uploads/avatars/default/default-3.webp",
        url_2x: "/uploads/avatars/default/default-3@2x.webp",
      },
    });
    const cleared = await call<Me>("PATCH", `${A}/users/${u.id}`, {
      headers: u.headers,
      payload: { avatar: null },
    });
    expect(cleared.body.avatar).toBeNull();

    const other = await t.createUser();
    const forbidden = await call("PATCH", `${A}/users/${other.id}/`, {
      headers: u.headers,
      payload: { name: "Hijack" },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.detail).toBe("You do not have permission to perform this action.");
    expect((await call("PATCH", `${A}/users/${other.id}/`, { payload: { name: "x" } })).status).toBe(401);
  });

  it("validates the patch, in en and fr", async () => {
    const u = await signedIn();
    const bad = await call("PATCH", `${A}/users/${u.id}/`, {
      headers: u.headers,
      payload: { name: "", locale: "de", avatar: "default-99", role: "admin", view_as_buyer: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      name: ["This field is required."],
      locale: ['"de" is not a valid choice.'],
      avatar: ["Choose one of the default avatars."],
      role: ["Unknown field."],
      view_as_buyer: ["Enter a valid value."],
    });
    const fr = await call("PATCH", `${A}/users/${u.id}/`, {
      headers: u.headers,
      payload: { avatar: "x" },
      lang: "fr",
    });
    expect(fr.body).toEqual({ avatar: ["Choisissez l'un des avatars proposés."] });
    const long = await call("PATCH", `${A}/users/${u.id}/`, {
      headers: u.headers,
      payload: { name: "x".repeat(151) },
    });
    expect(long.body).toEqual({ name: ["Ensure this field has no more than 150 characters."] });
    expect((await call("PATCH", `${A}/users/abc/`, { headers: u.headers, payload: {} })).status).toBe(400);
  });
});

describe("avatars", () => {
  const multipart = (field: string, filename: string, type: string, data: Buffer) => {
    const boundary = `----rm${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = async (headers: Record<string, string>, body: ReturnType<typeof multipart>, lang = "en") =>
    call<Me & { avatar: ["x"] }>("POST", `${A}/users/avatar/`, {
      payload: body.payload,
      headers: { ...headers, ...body.headers },
      lang,
    });
  const fileOf = (url: string) => path.join(t.settings.uploadsDir, url.replace(/^\/uploads\//, ""));

  it("offers default avatars rendered to webp at 1x and 2x", async () => {
    const r = await call<{ id: string; url: string; url_2x: string }[]>("GET", `${A}/users/default_avatars/`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(8);
    for (const a of r.body) {
      const one = await sharp(fileOf(a.url)).metadata();
      const two = await sharp(fileOf(a.url_2x)).metadata();
      expect([one.format, one.width, one.height]).toEqual(["webp", 128, 128]);
      expect([two.format, two.width, two.height]).toEqual(["webp", 256, 256]);
    }
  });

  it("re-encodes an upload to square webp at 1x and 2x without its metadata, and replaces the previous one", async () => {
    const u = await signedIn();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f7931a" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-owner", Artist: "someone" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = await upload(u.headers, multipart("avatar", "me.jpg", "image/jpeg", jpeg));
    expect(first.status).toBe(200);
    const avatar = first.body.avatar as unknown as { id: null; url: string; url_2x: string };
    expect(avatar.id).toBeNull();
    expect(avatar.url).toMatch(new RegExp(`^/uploads/avatars/u${u.id}/[0-9a-f]{16}\\.webp$`));
    const one = await sharp(fileOf(avatar.url)).metadata();
    const two = await sharp(fileOf(avatar.url_2x)).metadata();
    expect([one.format, one.width, one.height, one.exif, one.icc]).toEqual([
      "webp",
      128,
      128,
      undefined,
      undefined,
    ]);
    expect([two.format, two.width, two.height, two.exif]).toEqual(["webp", 256, 256, undefined]);

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#3b82f6" } })
      .png()
      .toBuffer();
    const second = await upload(u.headers, multipart("avatar", "x.png", "image/png", png));
    expect(second.status).toBe(200);
    expect(existsSync(fileOf(avatar.url))).toBe(false);
    const me = await call<Me>("GET", `${A}/users/me/`, { headers: u.headers });
    expect(me.body.avatar?.url).toBe((second.body.avatar as unknown as { url: string }).url);
  });

  it("refuses other formats, files over 5 MB, a missing file and guests", async () => {
    const u = await signedIn();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const asGif = await upload(u.headers, multipart("avatar", "a.gif", "image/gif", gif));
    expect(asGif.status).toBe(400);
    expect(asGif.body).toEqual({ avatar: ["Upload a JPEG, PNG or WebP image."] });
    // The content decides, not the name or the declared type.
    const fake = await upload(
      u.headers,
      multipart("avatar", "a.png", "image/png", Buffer.from("<svg>not an image</svg>")),
      "fr",
    );
    expect(fake.body).toEqual({ avatar: ["Envoyez une image JPEG, PNG ou WebP."] });
    const huge = await upload(
      u.headers,
      multipart("avatar", "big.jpg", "image/jpeg", Buffer.alloc(5 * 1024 * 1024 + 10, 1)),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ detail: "The image is larger than 5 MB." });
    const none = await call("POST", `${A}/users/avatar/`, { headers: u.headers, payload: { avatar: "x" } });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ avatar: ["This field is required."] });
    const guest = await upload({}, multipart("avatar", "a.png", "image/png", gif));
    expect(guest.status).toBe(401);
  });
});

describe("e-mail change", () => {
  const linkFrom = (text: string | undefined = "") => /confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("confirms from the current address, then from the new one, then switches", async () => {
    const u = await signedIn({ name: "Hedy" });
    const target = `new-${u.email}`;
    const start = await call("POST", `${A}/users/change-email/`, {
      headers: u.headers,
      payload: { email: target.toUpperCase() },
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      detail: `We sent a confirmation link to your current address, ${u.email}.`,
      email: u.email,
    });
    expect(await t.readMailbox(target)).toHaveLength(0);
    const [toOld] = await t.readMailbox(u.email);
    expect(toOld?.subject).toBe("Confirm the change of your e-mail address");
    expect(toOld?.text).toContain(target);
    expect(toOld?.text).toContain("http://localhost:3000/confirm-email?token=");

    const step1 = await call("POST", `${A}/users/change-email/confirm/`, {
      payload: { token: linkFrom(toOld?.text) },
    });
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({
      detail: `Thank you. We sent a confirmation link to your new address, ${target}.`,
      stage: "confirm_new",
      email: target,
    });
    // Nothing changed yet.
    expect((await call<Me>("GET", `${A}/users/me/`, { headers: u.headers })).body.email).toBe(u.email);
    const [toNew] = await t.readMailbox(target);
    expect(toNew?.subject).toBe("Confirm your new e-mail address");

    // A link works once.
    const replay = await call("POST", `${A}/users/change-email/confirm/`, {
      payload: { token: linkFrom(toOld?.text) },
    });
    expect(replay.body).toEqual({ detail: "The link has expired." });

    const step2 = await call("POST", `${A}/users/change-email/confirm/`, {
      payload: { token: linkFrom(toNew?.text) },
      lang: "fr",
    });
    expect(step2.body).toEqual({
      detail: `Votre adresse e-mail est désormais ${target}.`,
      stage: "done",
      email: target,
    });
    expect((await call<Me>("GET", `${A}/users/me/`, { headers: u.headers })).body.email).toBe(target);
    const [notice] = await t.readMailbox(u.email);
    expect(notice?.subject).toBe("Your e-mail address has been changed");
    await t.login(target, TEST_PASSWORD);
  });

  it("refuses the same address, a taken one, a second request within 180 s and expired links", async () => {
    const u = await signedIn({ locale: "fr" });
    const other = await t.createUser();
    const same = await call("POST", `${A}/users/change-email/`, {
      headers: u.headers,
      payload: { email: u.email },
    });
    expect(same.body).toEqual({ email: ["This is already your e-mail address."] });
    const taken = await call("POST", `${A}/users/change-email/`, {
      headers: u.headers,
      payload: { email: other.email },
      lang: "fr",
    });
    expect(taken.body).toEqual({ email: ["Un compte existe déjà avec cette adresse e-mail."] });
    const bad = await call("POST", `${A}/users/change-email/`, {
      headers: u.headers,
      payload: { email: "nope@" },
    });
    expect(bad.body).toEqual({ email: ["Enter a valid email address."] });
    expect((await call("POST", `${A}/users/change-email/`, { payload: { email: "a@b.co" } })).status).toBe(
      401,
    );

    const target = `x-${u.email}`;
    expect(
      (await call("POST", `${A}/users/change-email/`, { headers: u.headers, payload: { email: target } }))
        .status,
    ).toBe(200);
    const again = await call("POST", `${A}/users/change-email/`, {
      headers: u.headers,
      payload: { email: target },
    });
    expect(again.status).toBe(429);
    const [mail] = await t.readMailbox(u.email);
    expect(mail?.subject).toBe("Confirmez le changement de votre adresse e-mail");
    expect(mail?.text).toContain("http://localhost:3000/fr/confirm-email?token=");
    await t.database.rows(
      sql`update one_time_links set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
    );
    const expired = await call("POST", `${A}/users/change-email/confirm/`, {
      payload: { token: linkFrom(mail?.text) },
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ detail: "The link has expired." });
  });
});

describe("e-mail change and pending sign-ups", () => {
  it("is not blocked by a never-confirmed sign-up of the new address, which it removes", async () => {
    const u = await signedIn();
    const target = `squatted-${u.email}`;
    const reg = await call("POST", `${A}/register/`, {
      payload: { name: "Squatter", email: target, password: "Squat-pass1", password_confirm: "Squat-pass1" },
    });
    expect(reg.status).toBe(201);
    expect(
      (await call("POST", `${A}/users/change-email/`, { headers: u.headers, payload: { email: target } }))
        .status,
    ).toBe(200);
    const token = (mail: { text: string } | undefined) =>
      /confirm-email\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    await call("POST", `${A}/users/change-email/confirm/`, {
      payload: { token: token((await t.readMailbox(u.email))[0]) },
    });
    const [toNew] = (await t.readMailbox(target)).filter(
      (m) => m.subject === "Confirm your new e-mail address",
    );
    const done = await call("POST", `${A}/users/change-email/confirm/`, { payload: { token: token(toNew) } });
    expect(done.body.stage).toBe("done");
    const rows = await t.database.rows<{ id: number }>(
      sql`select id from users where lower(email) = ${target}`,
    );
    expect(rows).toEqual([{ id: u.id }]);
  });
});

describe("password change", () => {
  it("needs the current password, then keeps this session and ends the others", async () => {
    const u = await signedIn();
    const elsewhere = await t.login(u.email);
    const wrong = await call("POST", `${A}/change-password/`, {
      headers: u.headers,
      payload: { current_password: "Wrong-pass1", password: GOOD, password_confirm: GOOD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ["Your current password is wrong."] });
    const frWrong = await call("POST", `${A}/change-password/`, {
      headers: u.headers,
      payload: { current_password: "Wrong-pass1", password: GOOD, password_confirm: GOOD },
      lang: "fr",
    });
    expect(frWrong.body).toEqual({ current_password: ["Votre mot de passe actuel est incorrect."] });
    const weak = await call("POST", `${A}/change-password/`, {
      headers: u.headers,
      payload: { current_password: TEST_PASSWORD, password: "password", password_confirm: "different" },
    });
    expect(Object.keys(weak.body).sort()).toEqual(["password", "password_confirm"]);

    const ok = await call("POST", `${A}/change-password/`, {
      headers: u.headers,
      payload: { current_password: TEST_PASSWORD, password: GOOD, password_confirm: GOOD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe("Your password has been changed.");
    expect(
      (await call("POST", `${A}/refresh-token/`, { payload: { refresh: elsewhere.refresh } })).status,
    ).toBe(401);
    expect(
      (await call<TokenPair>("POST", `${A}/refresh-token/`, { payload: { refresh: u.refresh } })).status,
    ).toBe(200);
    await t.login(u.email, GOOD);
    expect((await call("POST", `${A}/change-password/`, { payload: {} })).status).toBe(401);
  });
});

describe("additional e-mails", () => {
  it("adds up to three, refuses a fourth and duplicates, lists and deletes", async () => {
    const u = await signedIn();
    const added: number[] = [];
    for (const n of [1, 2, 3]) {
      const r = await call<{ id: number; email: string }>("POST", `${A}/users/emails/`, {
        headers: u.headers,
        payload: { email: `Extra${n}@Example.test` },
      });
      expect(r.status).toBe(201);
      expect(r.body.email).toBe(`extra${n}@example.test`);
      added.push(r.body.id);
    }
    const fourth = await call("POST", `${A}/users/emails/`, {
      headers: u.headers,
      payload: { email: "extra4@example.test" },
    });
    expect(fourth.status).toBe(400);
    expect(fourth.body).toEqual({ email: ["You can't add more than 3 additional e-mails."] });
    const fr = await call("POST", `${A}/users/emails/`, {
      headers: u.headers,
      payload: { email: "extra4@example.test" },
      lang: "fr",
    });
    expect(fr.body).toEqual({
      email: ["Vous ne pouvez pas ajouter plus de 3 adresses e-mail supplémentaires."],
    });

    const list = await call("GET", `${A}/users/emails/`, { headers: u.headers });
    expect(list.body).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: added.map((id, i) => ({ id, email: `extra${i + 1}@example.test` })),
    });
    expect((await call<Me>("GET", `${A}/users/me/`, { headers: u.headers })).body.emails).toHaveLength(3);

    const del = await call("DELETE", `${A}/users/emails/${added[1]}/`, { headers: u.headers });
    expect(del.status).toBe(204);
    expect((await call("DELETE", `${A}/users/emails/${added[1]}/`, { headers: u.headers })).status).toBe(404);
    const dup = await call("POST", `${A}/users/emails/`, {
      headers: u.headers,
      payload: { email: "EXTRA1@example.test" },
    });
    expect(dup.body).toEqual({ email: ["This e-mail address is already in your list."] });
    const own = await call("POST", `${A}/users/emails/`, { headers: u.headers, payload: { email: u.email } });
    expect(own.body).toEqual({ email: ["This e-mail address is already in your list."] });
    expect(
      (await call("POST", `${A}/users/emails/`, { headers: u.headers, payload: { email: "bad" } })).body,
    ).toEqual({
      email: ["Enter a valid email address."],
    });

    // Another user cannot touch them.
    const other = await signedIn();
    expect((await call("DELETE", `${A}/users/emails/${added[0]}/`, { headers: other.headers })).status).toBe(
      404,
    );
    expect((await call("GET", `${A}/users/emails/`, { headers: other.headers })).body.count).toBe(0);
    expect((await call("GET", `${A}/users/emails/`)).status).toBe(401);
  });
});

describe("the dev mailbox API", () => {
  it("lists mail newest first, filters by address and shows one mail", async () => {
    const u = await t.createUser();
    await call("POST", `${A}/send-reset-password/`, { payload: { email: u.email } });
    await t.drain();
    // The mailbox answers this machine only (docs/decisions/026).
    const local = { remoteAddress: "127.0.0.1" };
    const list = await call("GET", `/api/dev/mailbox/?to=${encodeURIComponent(u.email)}`, local);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const [item] = list.body.results;
    expect(item).toMatchObject({
      to: u.email,
      subject: "Reset your RigMarket password",
      from: "RigMarket <no-reply@localhost>",
    });
    const all = await call("GET", "/api/dev/mailbox/", local);
    const ids = all.body.results.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = await call("GET", `/api/dev/mailbox/${item.id}`, local);
    expect(one.body.html).toContain("<!doctype html>");
    expect(one.body.text).toContain("reset-password?token=");
    expect((await call("GET", "/api/dev/mailbox/999999", local)).status).toBe(404);
  });

  it("is refused to other machines, and to everyone behind a trusted proxy", async () => {
    const u = await t.createUser();
    await call("POST", `${A}/send-reset-password/`, { payload: { email: u.email } });
    await t.drain();
    const path = `/api/dev/mailbox/?to=${encodeURIComponent(u.email)}`;
    for (const remoteAddress of ["10.1.2.3", "203.0.113.7", "::ffff:192.168.1.20", "fe80::1"]) {
      const res = await call("GET", path, { remoteAddress });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("reset-password?token=");
    }
    for (const remoteAddress of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect((await call("GET", path, { remoteAddress })).status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("lists every accounts call", async () => {
    const doc = await call<{ paths: Record<string, Record<string, unknown>> }>("GET", "/api/docs/json");
    const paths = doc.body.paths;
    for (const [p, method] of [
      ["/api/accounts/register/", "post"],
      ["/api/accounts/registration-code/verify/", "post"],
      ["/api/accounts/registration-code/resend/", "post"],
      ["/api/accounts/get-token-pair/", "post"],
      ["/api/accounts/refresh-token/", "post"],
      ["/api/accounts/logout/", "post"],
      ["/api/accounts/send-reset-password/", "post"],
      ["/api/accounts/reset-password/", "post"],
      ["/api/accounts/google/", "post"],
      ["/api/accounts/users/me/", "get"],
      ["/api/accounts/users/{id}/", "patch"],
      ["/api/accounts/users/default_avatars/", "get"],
      ["/api/accounts/users/avatar/", "post"],
      ["/api/accounts/users/change-email/", "post"],
      ["/api/accounts/users/change-email/confirm/", "post"],
      ["/api/accounts/change-password/", "post"],
      ["/api/accounts/users/emails/", "get"],
      ["/api/accounts/users/emails/", "post"],
      ["/api/accounts/users/emails/{id}/", "delete"],
    ] as const) {
      expect(paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
  });
});
