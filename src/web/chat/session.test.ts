import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshChatSession } from "./session.ts";

/** The accessExpires cookie of a token expiring `inS` seconds from now (the token is HttpOnly). */
const expiry = (inS: number) => Math.floor(Date.now() / 1000) + inS;

let cookies: Record<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  cookies = { csrftoken: "csrf-1" };
  const store = new Map<string, string>();
  vi.stubGlobal("document", {
    get cookie() {
      return Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; ");
    },
  });
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("chat session refresh", () => {
  it("keeps a fresh token when the socket merely failed to open", async () => {
    cookies.accessExpires = String(expiry(3600));
    await expect(refreshChatSession(false, expiry(3600))).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after 4401 reconnects with a newer cookie without refreshing again", async () => {
    cookies.accessExpires = String(expiry(3600));
    await expect(refreshChatSession(true, expiry(10))).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after 4401 with the same token refreshes through /session-refresh with the CSRF header", async () => {
    cookies.accessExpires = String(expiry(3600));
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    await expect(refreshChatSession(true, Number(cookies.accessExpires))).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      "/session-refresh",
      expect.objectContaining({ method: "POST", headers: { "x-csrftoken": "csrf-1" } }),
    );
  });

  it("reports a refused refresh as signed out", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 401 });
    await expect(refreshChatSession(true, null)).resolves.toBe(false);
  });
});
