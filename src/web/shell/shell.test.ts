import { describe, expect, it, vi } from "vitest";
import { PRODUCT_TABS, parseTab, tabAfterKey, tabSearch } from "../features/product/tabs.ts";
import { PrefetchQueue } from "./prefetch-queue.ts";
import { isChunkLoadError, mayReload, RELOAD_GUARD_KEY, reloadOnce } from "./reload-guard.ts";
import { isNewVersion, parseVersion } from "./version.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("reload guard", () => {
  it("reloads once, then not again within 10 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000, reload)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe("1000");
    expect(reloadOnce(storage, 5_000, reload)).toBe(false);
    expect(reloadOnce(storage, 10_999, reload)).toBe(false);
    expect(reloadOnce(storage, 11_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not trust garbage or future timestamps", () => {
    expect(mayReload(null, 0)).toBe(true);
    expect(mayReload("junk", 0)).toBe(true);
    expect(mayReload("99999", 1000)).toBe(true);
  });

  it("recognises chunk load failures of every browser", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("version check", () => {
  it("parses /api/version and compares", () => {
    expect(parseVersion({ version: "abc" })).toBe("abc");
    expect(parseVersion({ version: 3 })).toBeNull();
    expect(parseVersion(null)).toBeNull();
    expect(isNewVersion("abc", "abd")).toBe(true);
    expect(isNewVersion("abc", "abc")).toBe(false);
    expect(isNewVersion("abc", null)).toBe(false);
  });
});

describe("PrefetchQueue", () => {
  function setup() {
    let now = 0;
    const timers: Array<{ at: number; fn: () => void }> = [];
    const q = new PrefetchQueue({
      max: 4,
      holdMs: 100,
      freshMs: 1000,
      now: () => now,
      setTimer: (fn, ms) => timers.push({ at: now + ms, fn }),
    });
    const advance = (ms: number) => {
      now += ms;
      for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (t.at <= now) t.fn();
        else timers.push(t);
      }
    };
    return { q, advance };
  }

  it("preloads at most 4 pages at once and lets waiting pages in as slots free up", () => {
    const { q, advance } = setup();
    const seen: number[] = [];
    q.subscribe(() => seen.push(q.snapshot().length));
    for (const p of ["/a", "/b", "/c", "/d", "/e", "/f"]) q.request(p);
    expect(q.snapshot()).toEqual(["/a", "/b", "/c", "/d"]);
    expect(q.waitingCount).toBe(2);
    advance(100);
    expect(q.snapshot()).toEqual(["/e", "/f"]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(4);
    advance(100);
    expect(q.snapshot()).toEqual([]);
  });

  it("ignores duplicates, cancels waiting pages and skips recently preloaded ones", () => {
    const { q, advance } = setup();
    for (const p of ["/a", "/a", "/b", "/c", "/d", "/e"]) q.request(p);
    expect(q.snapshot()).toHaveLength(4);
    q.cancel("/e");
    expect(q.waitingCount).toBe(0);
    advance(100);
    q.request("/a");
    expect(q.snapshot()).toEqual([]);
    advance(1000);
    q.request("/a");
    expect(q.snapshot()).toEqual(["/a"]);
  });
});

describe("product tabs", () => {
  it("parses ?tab= and moves with arrow keys", () => {
    expect(parseTab("faq")).toBe("faq");
    expect(parseTab("nope")).toBe("description");
    expect(parseTab(null)).toBe("description");
    expect(tabAfterKey("description", "ArrowRight")).toBe("characteristics");
    expect(tabAfterKey("description", "ArrowLeft")).toBe("faq");
    expect(tabAfterKey("faq", "ArrowRight")).toBe("description");
    expect(tabAfterKey("reviews", "Home")).toBe(PRODUCT_TABS[0]);
    expect(tabAfterKey("reviews", "End")).toBe("faq");
    expect(tabAfterKey("reviews", "Enter")).toBeNull();
  });

  it("builds the query of a tab", () => {
    expect(tabSearch("?x=1", "faq")).toBe("?x=1&tab=faq");
    expect(tabSearch("?tab=faq", "description")).toBe("");
  });
});
