/**
 * Texts no column can store (issue 15): NUL and lone surrogates anywhere in a request are a 400
 * naming the field, in the caller's language, for every route (src/api/http/clean-input.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_ERRORS } from "../../src/common/api/chat.ts";
import { createTestApp, makeSeller, nextIp, type TestApp } from "../setup/app.ts";
import { ChatClient, listen, otherApprovedProduct, signedIn } from "./chat-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EN = "Remove the character that is not allowed here (NUL or a lone surrogate).";
const FR = "Retirez le caractère non autorisé ici (NUL ou demi-codet d'indirection isolé).";

async function send(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  opts: { payload?: string; lang?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload,
    headers: {
      "accept-language": opts.lang ?? "en",
      ...(opts.payload ? { "content-type": "application/json" } : {}),
      ...opts.headers,
    },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

async function activeSeller() {
  const user = await t.createUser();
  const { headers } = await t.login(user.email);
  await makeSeller(t, headers, "Clean Input Rigs");
  return { headers };
}

describe("NUL in the query string", () => {
  it("is a 400 naming the parameter, in English and in French (it was a 500 from PostgreSQL)", async () => {
    const en = await send("GET", "/api/products-catalog/brands/?search=%00");
    expect(en).toEqual({ status: 400, body: { search: [EN] } });
    const fr = await send("GET", "/api/products-catalog/brands/?search=ant%00miner", { lang: "fr" });
    expect(fr).toEqual({ status: 400, body: { search: [FR] } });
  });

  it("is found in a repeated parameter and names it once", async () => {
    const r = await send("GET", "/api/search/products/?algorithm__terms=SHA-256&algorithm__terms=x%00");
    expect(r).toEqual({ status: 400, body: { algorithm__terms: [EN] } });
  });

  it("is refused on routes for signed-in users as well, before anything reaches the database", async () => {
    const user = await t.createUser();
    const { headers } = await t.login(user.email);
    const r = await send("GET", "/api/search/products/my-products/?search=%00", { headers });
    expect(r).toEqual({ status: 400, body: { search: [EN] } });
  });
});

describe("escapes that are not UTF-8", () => {
  it("in a query value are a 400 naming the parameter (the value reached the handler as raw escapes)", async () => {
    const surrogate = await send("GET", "/api/search/full-search/?search_text=%ED%A0%80");
    expect(surrogate).toEqual({ status: 400, body: { search_text: [EN] } });
    const byte = await send("GET", "/api/products-catalog/brands/?search=ok&page=1&search=%FF", {
      lang: "fr",
    });
    expect(byte).toEqual({ status: 400, body: { search: [FR] } });
    // Valid escapes are decoded; a stray % is no error.
    const r = await send("GET", "/api/search/full-search/?search_text=100%25%20%C3%A9");
    expect(r).toMatchObject({ status: 200, body: { search_text: "100% é" } });
    expect((await send("GET", "/api/search/full-search/?search_text=100%")).status).toBe(200);
  });

  it("in a path are a 400 in the API's shape and language, not Fastify's", async () => {
    expect(await send("GET", "/api/products-catalog/products/%ED%A0%80", { lang: "fr" })).toEqual({
      status: 400,
      body: { detail: "La requête est mal formée." },
    });
  });
});

describe("NUL in a path parameter", () => {
  it("is a 400 naming the parameter (Fastify decodes %00 in paths)", async () => {
    expect(await send("GET", "/api/products-catalog/products/AB%00CD")).toEqual({
      status: 400,
      body: { sku: [EN] },
    });
  });
});

describe("JSON bodies", () => {
  const contact = {
    name: "Ada",
    email: "ada@example.test",
    topic: "other",
    message: "We would like to sell our immersion tanks.",
  };

  it("refuse NUL and lone surrogates in a field, naming it (a lone surrogate was stored as U+FFFD)", async () => {
    const nul = await send("POST", "/api/forms/seller-contact/", {
      payload: JSON.stringify({ ...contact, message: "tanks\u0000" }),
    });
    expect(nul).toEqual({ status: 400, body: { message: [EN] } });
    // Written as JSON escapes: the body is valid JSON, the decoded text is not Unicode.
    for (const lone of ["\\ud800", "x\\udfff", "\\udc00\\ud83d"]) {
      const r = await send("POST", "/api/forms/seller-contact/", {
        payload: JSON.stringify(contact).replace('"Ada"', `"${lone}"`),
        lang: "fr",
      });
      expect(r, lone).toEqual({ status: 400, body: { name: [FR] } });
    }
  });

  it("name a nested field by its path, and a bad key by itself", async () => {
    const { headers } = await activeSeller();
    const nested = await send("POST", "/api/products-catalog/products/", {
      headers,
      payload: JSON.stringify({ name: "Rig", additional_terms: [{ name: "ok", value: "6\u0000months" }] }),
    });
    expect(nested).toEqual({ status: 400, body: { "additional_terms.0.value": [EN] } });
    const key = await send("POST", "/api/forms/seller-contact/", {
      payload: JSON.stringify({ ...contact, "x\u0000": 1 }),
    });
    expect(key).toEqual({ status: 400, body: { "x\uFFFD": [EN] } });
  });

  it("accept well-formed texts: emoji (surrogate pairs), accents, other scripts", async () => {
    const r = await send("POST", "/api/forms/seller-contact/", {
      payload: JSON.stringify({ ...contact, name: "Zoë 🚀 矿机", message: "Prêt à vendre 🙂" }),
    });
    expect(r.status).toBe(202);
    expect((await send("GET", "/api/products-catalog/brands/?search=%F0%9F%9A%80")).status).toBe(200);
  });

  it("with an unknown field named like an Object method are a 400 naming it (it was a 500)", async () => {
    for (const key of ["valueOf", "constructor", "toString", "hasOwnProperty"]) {
      const r = await send("POST", "/api/accounts/send-reset-password/", {
        payload: `{"email":"ada@example.test","${key}":1}`,
      });
      expect(r, key).toEqual({ status: 400, body: { [key]: ["Unknown field."] } });
    }
    // `__proto__` is refused by the JSON parser itself (prototype poisoning).
    const proto = await send("POST", "/api/accounts/send-reset-password/", {
      payload: '{"email":"ada@example.test","__proto__":{"admin":true}}',
    });
    expect(proto.status).toBe(400);
  });

  it("with an object where a choice is expected are a 400, even one whose toString is not a function (it was a 500)", async () => {
    const r = await send("POST", "/api/forms/seller-contact/", {
      payload: JSON.stringify({ ...contact, topic: { toString: false } }),
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body)).toEqual(["topic"]);
  });

  it("that are not JSON are a 400 on every call, also one that documented only field errors (it was a 500)", async () => {
    const user = await t.createUser();
    const { headers } = await t.login(user.email);
    for (const [method, url] of [
      ["POST", "/api/accounts/logout/"],
      ["DELETE", "/api/search/history/"],
    ] as const) {
      const r = await send(method, url, { payload: "{", headers });
      expect(r.status, url).toBe(400);
      expect(r.body, url).toHaveProperty("detail");
    }
  });

  it("nested thousands deep are answered, not a crash", async () => {
    const deep = `${"[".repeat(10_000)}"\\u0000"${"]".repeat(10_000)}`;
    const r = await send("POST", "/api/forms/seller-contact/", { payload: `{"name":${deep}}` });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body)).toEqual([`name${".0".repeat(10_000)}`]);
  });
});

describe("the chat's JSON-RPC params", () => {
  it("refuse NUL and lone surrogates with invalid params naming the field (NUL was an internal error)", async () => {
    const url = await listen(t.app);
    const buyer = await signedIn(t, "buyer", "fr");
    const client = await ChatClient.open(url, { headers: buyer.headers });
    try {
      const { room } = await client.ok("openRoom", { productId: await otherApprovedProduct(t, 0) });
      for (const message of ["hello\u0000", "\ud800 hello"]) {
        const r = await client.call("sendMessage", { roomId: room.id, message });
        expect(r.error, JSON.stringify(message)).toMatchObject({
          code: CHAT_ERRORS.invalidParams,
          data: { fields: { message: [FR] } },
        });
      }
      expect(
        (await client.call("sendMessage", { roomId: room.id, message: "Zoë 🚀" })).error,
      ).toBeUndefined();
    } finally {
      client.close();
    }
  });
});
