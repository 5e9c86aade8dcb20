/** A map position as people read it, in the page's language (no map code: public pages use it). */
import type { Translator } from "../../i18n/translator.ts";

/** "52.52° N, 13.4° W" (French: "52,52° N, 13,4° O"). */
export function formatPosition(t: Translator, lat: number, lon: number): string {
  const n = (v: number) => t.number(Math.abs(v), { maximumFractionDigits: 4 });
  return t("seller.map.position", {
    lat: t(lat < 0 ? "seller.map.south" : "seller.map.north", { value: n(lat) }),
    lon: t(lon < 0 ? "seller.map.west" : "seller.map.east", { value: n(lon) }),
  });
}

/** A latitude and longitude read from text (a query string), or null when either is not on the globe. */
export function parsePosition(lat: string | null, lon: string | null): { lat: number; lon: number } | null {
  if (!lat?.trim() || !lon?.trim()) return null;
  const a = Number(lat);
  const b = Number(lon);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lon: b };
}
