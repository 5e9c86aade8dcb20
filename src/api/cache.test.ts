import { describe, expect, it } from "vitest";
import { BytesCache } from "./cache.ts";

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe("BytesCache", () => {
  it("holds buffers within its byte budget, dropping the least recently used first", async () => {
    const cache = new BytesCache(300);
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return bytes(n);
    };
    await cache.get("a", load(100));
    await cache.get("b", load(100));
    await cache.get("c", load(100));
    await cache.get("a", load(100)); // a used again: b is now the oldest
    expect(loads).toBe(3);
    await cache.get("d", load(100));
    expect(cache.bytes).toBe(300);
    await cache.get("a", load(100));
    await cache.get("c", load(100));
    expect(loads).toBe(4);
    await cache.get("b", load(100));
    expect(loads).toBe(5);
  });

  it("loads a key once for the requests that ask at the same time, and keeps nothing larger than the budget", async () => {
    const cache = new BytesCache(100);
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise((resolve) => setImmediate(resolve));
      return bytes(50);
    };
    const [x, y] = await Promise.all([cache.get("k", slow), cache.get("k", slow)]);
    expect(x).toBe(y);
    expect(loads).toBe(1);
    await cache.get("big", async () => bytes(101));
    expect(cache.bytes).toBe(50);
    await expect(cache.get("bad", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await cache.get("bad", async () => bytes(10));
    expect(cache.bytes).toBe(60);
  });
});
