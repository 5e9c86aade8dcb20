/** The product page's tabs (spec 2), addressable as ?tab=… so they work without JavaScript. */
export const PRODUCT_TABS = ["description", "characteristics", "payment", "reviews", "faq"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export function parseTab(value: string | null): ProductTab {
  return (PRODUCT_TABS as readonly string[]).includes(value ?? "") ? (value as ProductTab) : "description";
}

/** The tab an arrow key leads to (wrapping), per the WAI-ARIA tabs pattern. */
export function tabAfterKey(current: ProductTab, key: string): ProductTab | null {
  const i = PRODUCT_TABS.indexOf(current);
  const n = PRODUCT_TABS.length;
  switch (key) {
    case "ArrowRight":
      return PRODUCT_TABS[(i + 1) % n] ?? null;
    case "ArrowLeft":
      return PRODUCT_TABS[(i - 1 + n) % n] ?? null;
    case "Home":
      return PRODUCT_TABS[0];
    case "End":
      return PRODUCT_TABS[n - 1] ?? null;
    default:
      return null;
  }
}

/** The URL's query with another tab selected (the description tab is the default, left out). */
export function tabSearch(search: string, tab: ProductTab): string {
  const params = new URLSearchParams(search);
  if (tab === "description") params.delete("tab");
  else params.set("tab", tab);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
