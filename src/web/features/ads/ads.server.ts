/**
 * The banner of a placement for a page's loader (issue 19): one banner drawn by weight by the API
 * (which counts it as displayed), noted as a page effect so that the guest page cache counts the
 * display again each time it serves the page (docs/decisions/035, 045). A failure shows no banner.
 */
import type { AppLoadContext } from "react-router";
import type { AdBanner, AdPlacement } from "../../../common/api/banners.ts";
import type { ApiClient } from "../../../common/api-client.ts";

export async function loadAd(
  api: ApiClient,
  context: AppLoadContext,
  placement: AdPlacement,
): Promise<AdBanner | null> {
  try {
    const [ad] = await api.call("ads.banners", { query: { placement } });
    if (!ad) return null;
    context.pageEffects?.push({ kind: "ad-display", bannerIds: [ad.id] });
    return ad;
  } catch {
    return null;
  }
}
