/** What the catalogue upload page shares between its server code and its components. */
import type { PhotosZipResult } from "../../../common/api/excel.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { FormResult } from "../accounts/form.tsx";

export const PAGE_PATH = "/seller-products/add/catalog";

export type CatalogResult = FormResult & {
  /** The product a per-product photo form answered for. */
  productId?: number;
  /** What the zip of photos did. */
  zip?: Omit<PhotosZipResult, "batch">;
};

/**
 * A download of the API in the page's language: `lang` makes the workbook's headers and notes
 * follow the page (e.g. /fr/...) rather than the browser's Accept-Language.
 */
export function withLang(url: string, locale: Locale): string {
  return `${url}${url.includes("?") ? "&" : "?"}lang=${locale}`;
}
