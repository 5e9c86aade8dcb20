import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { deflated, filler, rawZip } from "../../../../tests/api/zip-fixtures.ts";
import { inflateZip } from "./files.ts";

const MB = 1024 * 1024;
const limits = { entries: 5, entryBytes: 2 * MB, totalBytes: 3 * MB };

/** Walks a zip counting each entry's bytes as delivered. */
async function walk(zip: Buffer, l = limits) {
  const seen = new Map<string, number>();
  const result = await inflateZip(zip, l, (name) => (chunk) => {
    seen.set(name, (seen.get(name) ?? 0) + chunk.length);
    return undefined;
  });
  return { result, seen };
}

describe("inflateZip", () => {
  it("delivers every entry's bytes, stored or deflated, as a zip library wrote them", async () => {
    const zip = Buffer.from(
      zipSync({ "a.txt": new Uint8Array(MB).fill(65), "b.bin": new Uint8Array([1, 2, 3]) }, { level: 6 }),
    );
    const { result, seen } = await walk(zip);
    expect(result).toEqual({ ok: true, oversized: [], inflated: MB + 3 });
    expect(Object.fromEntries(seen)).toEqual({ "a.txt": MB, "b.bin": 3 });
  });

  it("counts what really inflates, whatever the headers declare: an entry past its cap stops there", async () => {
    // Declares 755 bytes, inflates to 5 MB.
    const zip = rawZip([
      { name: "liar.xml", data: deflated(filler(5 * MB)), declared: 755 },
      { name: "small.xml", data: deflated(["<x/>", 1]), declared: 4 },
    ]);
    const { result, seen } = await walk(zip);
    expect(result).toEqual({ ok: true, oversized: ["liar.xml"], inflated: 2 * MB + 4 });
    expect(seen.get("liar.xml")).toBeLessThanOrEqual(2 * MB);
    expect(seen.get("small.xml")).toBe(4);
  });

  it("delivers a stored entry in chunks and stops it at its cap too", async () => {
    const zip = rawZip([
      { name: "kept.bin", data: Buffer.alloc(300 * 1024, 7), method: 0 },
      { name: "big.bin", data: Buffer.alloc(2 * MB + 1, 7), method: 0 },
    ]);
    const chunks: number[] = [];
    const result = await inflateZip(zip, limits, (name) =>
      name === "kept.bin"
        ? (chunk) => {
            chunks.push(chunk.length);
            return undefined;
          }
        : undefined,
    );
    expect(result).toEqual({ ok: true, oversized: ["big.bin"], inflated: 300 * 1024 + 2 * MB });
    expect(chunks).toEqual([65536, 65536, 65536, 65536, 45056]);
  });

  it("stops the walk when all the entries together inflate past the total", async () => {
    const entry = (name: string) => ({ name, data: deflated(filler(MB + MB / 2)), declared: 10 });
    const { result, seen } = await walk(rawZip([entry("1"), entry("2"), entry("3")]));
    expect(result).toEqual({ ok: false, reason: "total" });
    expect(seen.has("3")).toBe(false);
  });

  it("refuses more entries than allowed, and a sink may stop the walk", async () => {
    const entries = Array.from({ length: 6 }, (_, i) => ({
      name: `${i}`,
      data: Buffer.from("x"),
      method: 0 as const,
    }));
    expect((await walk(rawZip(entries))).result).toEqual({ ok: false, reason: "entries" });
    const stopped = await inflateZip(rawZip(entries.slice(0, 2)), limits, () => () => false);
    expect(stopped).toEqual({ ok: false, reason: "stopped" });
  });

  it("refuses a zip whose readers could disagree: hidden, overlapping or mismatched entries, truncated data", async () => {
    const good = rawZip([
      { name: "a.xml", data: deflated(["<a/>", 1]) },
      { name: "b.xml", data: deflated(["<b/>", 1]) },
    ]);
    expect((await walk(good)).result.ok).toBe(true);
    // A local entry the central directory does not list (a streaming reader would read it).
    const hidden = Buffer.from(good);
    const second = hidden.indexOf("b.xml") - 30;
    const dirAt = hidden.readUInt32LE(hidden.length - 6);
    const cdSecond = hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), dirAt + 1);
    // Drop b.xml from the directory: one entry listed, two in the file.
    const withoutB = Buffer.concat([hidden.subarray(0, cdSecond), hidden.subarray(hidden.length - 22)]);
    withoutB.writeUInt16LE(1, withoutB.length - 22 + 8);
    withoutB.writeUInt16LE(1, withoutB.length - 22 + 10);
    withoutB.writeUInt32LE(cdSecond - dirAt, withoutB.length - 22 + 12);
    expect(second).toBeGreaterThan(0);
    expect((await walk(withoutB)).result).toEqual({ ok: false, reason: "invalid" });
    // Two directory entries pointing at the same data (overlapping entries).
    const overlap = Buffer.from(good);
    overlap.writeUInt32LE(0, cdSecond + 42);
    expect((await walk(overlap)).result).toEqual({ ok: false, reason: "invalid" });
    // The local header names another file than the directory.
    const renamed = Buffer.from(good);
    renamed.write("c", second + 30);
    expect((await walk(renamed)).result).toEqual({ ok: false, reason: "invalid" });
    // A deflate stream cut short.
    const cut = rawZip([{ name: "a.xml", data: deflated(filler(MB)).subarray(0, 100) }]);
    expect((await walk(cut)).result).toEqual({ ok: false, reason: "invalid" });
    expect((await walk(Buffer.from("not a zip at all"))).result).toEqual({ ok: false, reason: "invalid" });
  });
});
