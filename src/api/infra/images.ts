/**
 * Uploaded images (products, services, company logos and photos, avatars; decision 024): the
 * format and the size in pixels are read from the header (sharp's metadata(), which decodes
 * nothing), so an image too large in pixels is refused before anything decodes it, whatever its
 * size in bytes (a 60-megapixel PNG of 233 KB would take hundreds of MB decoded). The decoders
 * are limited to the same number of pixels.
 */
import type { Metadata, Sharp } from "sharp";
import type { MessageKey, Params } from "../../common/i18n/index.ts";
import { AppError } from "../errors.ts";
import { loadSharp } from "./lazy.ts";

/** Pixels (width × height) of an uploaded image: 25 megapixels, such as 6000 × 4000 (about 100 MB decoded). */
export const IMAGE_MAX_PIXELS = 25_000_000;

const FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * An uploaded JPEG, PNG or WebP, checked from its header: a sharp pipeline on it (limited to
 * IMAGE_MAX_PIXELS) for each call of the answer. Another format or unreadable bytes are a 400
 * naming `field` with `notImage`; more than IMAGE_MAX_PIXELS a 400 naming `field` with the
 * image's width and height and the limit in megapixels.
 */
export async function openImage(input: Buffer, field: string, notImage: MessageKey): Promise<() => Sharp> {
  const refuse = (key: MessageKey, params?: Params) =>
    new AppError("bad_request", key, params, { [field]: [key] });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // No pixel limit here: it would refuse a large image as unreadable; the header says its size.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(notImage);
  }
  if (!FORMATS.has(meta.format ?? "")) throw refuse(notImage);
  // An animated image: the first frame is what is read.
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width * height > IMAGE_MAX_PIXELS)
    throw refuse("upload.imagePixels", { width, height, max: IMAGE_MAX_PIXELS / 1_000_000 });
  return () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS });
}
