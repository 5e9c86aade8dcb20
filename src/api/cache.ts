import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";

/** What the caches below share: a value by key, loaded on a miss. */
export interface LoadingCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * A small per-process cache with a time to live, for data that every page reads and that may be a
 * few seconds stale (category menus and their counts, search facet counts). Several app processes
 * each keep their own. With `maxEntries`, adding an entry beyond the bound first drops the expired
 * ones, then the oldest.
 */
export class TtlCache<V> implements LoadingCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const entry = { value, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private evict(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }
}

/** Reads the catalogue's data version (drizzle/0011_data_versions.sql): one indexed row. */
export async function catalogVersion(database: Database): Promise<number> {
  const [row] = await database.rows<{ version: string | number }>(
    sql`select version from data_versions where name = 'catalog'`,
    { name: "catalog_version" },
  );
  return Number(row?.version ?? 0);
}

/**
 * A per-process cache of values computed from the public catalogue (counts, id lists), kept while
 * the catalogue's data version is unchanged. Every `get` reads the version (one small query), so a
 * write committed before a request is seen by that request in every process, with no time to live
 * and no message between processes: the triggers of 0011_data_versions.sql bump the version in the
 * writer's transaction. A value loaded while the version moves is kept under the version read
 * before the load, so the next request after the move loads it again.
 */
export class VersionedCache<V> implements LoadingCache<V> {
  private readonly entries = new Map<string, { version: number; value: Promise<V> }>();
  constructor(
    private readonly database: Database,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const version = await catalogVersion(this.database);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    if (hit && hit.version > version) return load();
    const value = load();
    const entry = { version, value };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Entries of older versions first, then the oldest.
      for (const [k, e] of this.entries) if (e.version < version) this.entries.delete(k);
      for (const k of this.entries.keys()) {
        if (this.entries.size < this.maxEntries) break;
        this.entries.delete(k);
      }
    }
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * Buffers kept per process within a budget of bytes (share images, docs/decisions/071): the least
 * recently used go first when a new one does not fit, and a buffer larger than the whole budget is
 * not kept. Requests for a key being loaded wait for that one load.
 */
export class BytesCache implements LoadingCache<Buffer> {
  private readonly entries = new Map<string, Buffer>();
  private readonly loading = new Map<string, Promise<Buffer>>();
  private held = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: the first out is the one used longest ago.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const value = load()
      .then((buffer) => {
        this.keep(key, buffer);
        return buffer;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, value);
    return value;
  }

  /** The bytes held. */
  get bytes(): number {
    return this.held;
  }

  private keep(key: string, buffer: Buffer) {
    if (buffer.length > this.maxBytes) return;
    this.held += buffer.length;
    this.entries.set(key, buffer);
    for (const [k, b] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(k);
      this.held -= b.length;
    }
  }
}
