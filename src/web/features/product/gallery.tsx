import { useState } from "react";
import type { Image } from "../../../common/api/shared.ts";
import { useT } from "../../i18n/use-t.ts";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";

/**
 * The main photo's slot: the page's width less its padding on phones and tablets; beside the 24rem
 * (xl: 26rem) column from lg on; 800 px once the page stops growing (max-w-7xl).
 */
const MAIN_SIZES = "(min-width: 80rem) 800px, (min-width: 64rem) calc(100vw - 28rem), calc(100vw - 2rem)";
/** The thumbnails' slot (size-16, sm:size-20): the 1x file is already wider than any screen needs. */
const THUMB_SIZES = "(min-width: 40rem) 80px, 64px";

/** Main photo and thumbnails (1x/2x). Without JavaScript every thumbnail is still visible. */
export function Gallery({ photos, name }: { photos: Image[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const main = photos[current] ?? photos[0];
  if (!main) return <NoImage label={t("product.noPhoto")} className="aspect-[4/3] w-full rounded-lg" />;
  return (
    <div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
        <ProductImage
          image={main}
          alt={main.alt || name}
          priority
          sizes={MAIN_SIZES}
          className="max-h-full w-full object-contain"
        />
      </div>
      {photos.length > 1 ? (
        <ul aria-label={t("product.photos")} className="mt-3 flex flex-wrap gap-2">
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-pressed={i === current}
                aria-label={t("product.showPhoto", { n: i + 1, total: photos.length })}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-white sm:size-20 ${
                  i === current ? "border-amber-500" : "border-slate-200 hover:border-slate-400"
                }`}
              >
                <ProductImage image={photo} alt="" sizes={THUMB_SIZES} className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
