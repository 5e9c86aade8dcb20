import { useState } from "react";
import type { Image } from "../../../common/api/shared.ts";
import { useT } from "../../i18n/use-t.ts";
import { NoImage, ProductImage } from "../../ui/product-image.tsx";

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
          sizes="(min-width: 64rem) 600px, 100vw"
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
                <ProductImage image={photo} alt="" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
