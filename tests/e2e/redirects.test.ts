/**
 * Open redirects (issue 15): every `next` and `to` a visitor can give, through every page that
 * redirects with it, in both languages, ends on this site. Plain HTTP against the production build
 * (no browser needed): the Location header is what a browser would follow.
 */
import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser.ts";
import { rawRequest, registerVerified } from "./journey-api.ts";

const user = {
  name: "Rita Redirect",
  email: `redirect-${Date.now()}@example.com`,
  password: "Redirect-pass1",
};

/** Targets that a browser resolved off the site before the one rule (each answered //evil.example). */
const EVIL = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "/fr//evil.example",
  "/fr/.//evil.example",
  "javascript:alert(1)",
];

/** A request that follows no redirect (journey-api.ts: from a loopback address of its own). */
async function send(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
) {
  const res = await rawRequest(method, path, opts);
  const cookies = res.headers["set-cookie"] ?? [];
  return { status: res.status, location: res.headers.location ?? null, cookies };
}

type Answer = Awaited<ReturnType<typeof send>>;

/** Where a browser goes with this answer's Location header (read against the page it asked for). */
function followed(res: Answer, from: string): URL {
  expect(res.location, `${res.status} without a Location`).toBeTruthy();
  return new URL(res.location as string, new URL(from, baseUrl()));
}

function expectOnSite(res: Answer, from: string) {
  expect(res.status).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  expect(followed(res, from).host).toBe(new URL(baseUrl()).host);
}

const postForm = (path: string, fields: Record<string, string>) =>
  send("POST", path, {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin },
    body: new URLSearchParams(fields).toString(),
  });

/** The account, made once (inside a test: the mail is polled with expect.poll). */
let registered: Promise<string> | undefined;
async function registeredUser() {
  registered ??= registerVerified(user);
  await registered;
  return { email: user.email, password: user.password };
}

/** The session cookies of a signed-in browser, from the sign-in answer. */
async function signedInCookies(): Promise<string> {
  const res = await postForm("/sign-in", await registeredUser());
  expect(res.status).toBe(302);
  return res.cookies.map((c) => c.split(";")[0]).join("; ");
}

describe("redirect targets stay on the site", () => {
  it("signs in and follows a same-site next", async () => {
    const path = `/sign-in?next=${encodeURIComponent("/product/x?tab=faq")}`;
    const res = await postForm(path, await registeredUser());
    expect(res.status).toBe(302);
    const to = followed(res, path);
    expect(to.pathname + to.search).toBe("/product/x?tab=faq");
  });

  it("POST /sign-in with an evil next in the query or in the form", async () => {
    // The attacker's three forms (each answered "Location: //evil.example"); the rest of the list is
    // the same rule, checked by the GET pages below without spending sign-ins.
    const account = await registeredUser();
    const inQuery = `/sign-in?next=${encodeURIComponent("/.//evil.example")}`;
    expectOnSite(await postForm(inQuery, account), inQuery);
    expectOnSite(await postForm("/sign-in", { ...account, next: "/..//evil.example" }), "/sign-in");
    expectOnSite(await postForm("/fr/sign-in", { ...account, next: "/fr//evil.example" }), "/fr/sign-in");
  });

  it("GET /sign-in and /sign-up while signed in, in both languages", async () => {
    const cookie = await signedInCookies();
    for (const next of EVIL)
      for (const page of ["/sign-in", "/fr/sign-in", "/sign-up", "/fr/sign-up"]) {
        const path = `${page}?next=${encodeURIComponent(next)}`;
        expectOnSite(await send("GET", path, { headers: { cookie } }), path);
      }
  });

  it("/AuthView with an evil next or Referer, as a guest and signed in, in both languages (issue 20)", async () => {
    const cookie = await signedInCookies();
    for (const next of EVIL)
      for (const page of ["/AuthView", "/fr/AuthView"]) {
        const path = `${page}?next=${encodeURIComponent(next)}`;
        expectOnSite(await send("GET", path), path);
        expectOnSite(await send("GET", path, { headers: { cookie } }), path);
        const viaReferer = await send("GET", page, {
          headers: { cookie, referer: `https://evil.example${next}` },
        });
        expectOnSite(viaReferer, page);
        expect(followed(viaReferer, page).pathname).toBe(page === "/AuthView" ? "/" : "/fr");
      }
  });

  it("the language switch, by link and by form, including a non-Latin-1 target", async () => {
    for (const to of [...EVIL, "/product/Антминер", "/\u{1F600}"]) {
      for (const locale of ["en", "fr"]) {
        const path = `/locale?locale=${locale}&to=${encodeURIComponent(to)}`;
        expectOnSite(await send("GET", path), path);
        expectOnSite(await postForm("/locale", { locale, to }), "/locale");
      }
    }
    const path = `/locale?locale=fr&to=${encodeURIComponent("/product/x")}`;
    expect(followed(await send("GET", path), path).pathname).toBe("/fr/product/x");
  });
});
