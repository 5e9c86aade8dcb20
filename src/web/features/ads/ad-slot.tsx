/**
 * An advertising banner in its placement (issue 19): server-rendered, its image with width,
 * height and a 2x srcset (the space is kept before it loads: no layout shift), a plain link to
 * the click route (which counts and redirects; no script, nothing from another origin).
 */
import type { AdBanner } from "../../../common/api/banners.ts";
import { useT } from "../../i18n/use-t.ts";

export function AdSlot({
  ad,
  eager = false,
  className = "",
}: {
  ad: AdBanner | null;
  eager?: boolean;
  className?: string;
}) {
  const t = useT();
  if (!ad) return null;
  const { image } = ad;
  return (
    <aside aria-label={t("ads.region")} className={className} data-ad-placement={ad.placement}>
      <a
        href={ad.href}
        rel="sponsored nofollow"
        className="block overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <img
          src={image.url}
          srcSet={`${image.url} 1x, ${image.url_2x} 2x`}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="mx-auto block h-auto max-w-full"
        />
      </a>
      <p className="mt-1 text-right text-xs text-slate-600">{t("ads.sponsored")}</p>
    </aside>
  );
}
