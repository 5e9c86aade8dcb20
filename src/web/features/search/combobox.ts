/**
 * Pure helpers of the header search box (an ARIA 1.2 combobox with a listbox popup): which option
 * the arrow keys move to, and the options shown when the box is empty (recent, then popular).
 */

export interface SearchOption {
  /** Unique within the list (used for the option's element id). */
  key: string;
  text: string;
  /** Where choosing it leads: a site path without the locale prefix. */
  to: string;
  /** A short note shown beside the text (kind of suggestion). */
  note?: string;
  group: "suggestions" | "recent" | "popular";
}

/** ArrowDown / ArrowUp over `count` options; -1 means "none active" (focus stays in the text). */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count <= 0) return -1;
  if (key === "ArrowDown") return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** The search page of a query. */
export function searchPath(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}

/** Options of an empty box: the user's recent searches first, then popular ones not already listed. */
export function emptyBoxOptions(recent: string[], popular: string[], max = 8): SearchOption[] {
  const seen = new Set<string>();
  const out: SearchOption[] = [];
  const add = (q: string, group: "recent" | "popular") => {
    const norm = q.trim().toLowerCase();
    if (!norm || seen.has(norm) || out.length >= max) return;
    seen.add(norm);
    out.push({ key: `${group}-${out.length}`, text: q.trim(), to: searchPath(q.trim()), group });
  };
  for (const q of recent.slice(0, 5)) add(q, "recent");
  for (const q of popular) add(q, "popular");
  return out;
}
