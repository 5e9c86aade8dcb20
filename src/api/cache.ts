/**
 * A small per-process cache with a time to live, for data that every page reads and that may be a
 * few seconds stale (category menus and their counts, search facet counts). Several app processes
 * each keep their own. With `maxEntries`, adding an entry beyond the bound first drops the expired
 * ones, then the oldest.
 */
export class TtlCache<V> {
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
