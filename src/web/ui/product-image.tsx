import type { Image } from "../../common/api/shared.ts";
import { BoxIcon } from "./icons.tsx";

/**
 * A product photo at 1x and 2x (spec 9: densities 1 and 2), offered by width so that `sizes` (the
 * slot's width) lets the browser pick. `priority`: the page's largest image above the fold (its
 * LCP element): loaded at once at high priority. `eager`: above the fold, loaded at once; anything
 * else waits until it nears the viewport.
 */
export function ProductImage({
  image,
  alt,
  className = "",
  eager = false,
  priority = false,
  sizes,
}: {
  image: Omit<Image, "alt"> & { alt?: string };
  /** Alt text; defaults to the image's own. */
  alt?: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <img
      src={image.url}
      srcSet={imageSrcSet(image, sizes)}
      sizes={sizes}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt ?? image.alt}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
}

/**
 * The 1x and 2x files: by width (`640w, 1280w`) when the slot's `sizes` and the width are known,
 * else by density.
 */
export function imageSrcSet(
  image: Pick<Image, "url" | "url_2x" | "width">,
  sizes?: string,
): string | undefined {
  if (!image.url_2x || image.url_2x === image.url) return undefined;
  if (sizes && image.width) return `${image.url} ${image.width}w, ${image.url_2x} ${image.width * 2}w`;
  return `${image.url} 1x, ${image.url_2x} 2x`;
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
