import type { Image } from "../../common/api/shared.ts";
import { BoxIcon } from "./icons.tsx";

/** A product photo at 1x and 2x (spec 9: densities 1 and 2). */
export function ProductImage({
  image,
  alt,
  className = "",
  eager = false,
  sizes,
}: {
  image: Omit<Image, "alt"> & { alt?: string };
  /** Alt text; defaults to the image's own. */
  alt?: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  return (
    <img
      src={image.url}
      srcSet={image.url_2x && image.url_2x !== image.url ? `${image.url} 1x, ${image.url_2x} 2x` : undefined}
      sizes={sizes}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt ?? image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}

/** Where a product has no photo yet. */
export function NoImage({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 ${className}`}
    >
      <BoxIcon className="size-10" />
      <span className="text-xs">{label}</span>
    </div>
  );
}
