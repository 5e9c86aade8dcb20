/**
 * Company logos and office photos: uploaded JPEG, PNG or WebP (checked from the content, not the
 * name), re-encoded to webp at 1x and 2x with the metadata stripped (EXIF orientation applied
 * first). Files are media/sellers/s{id}/… in the storage (decision 030), served at /uploads/sellers/.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { AppError } from "../../errors.ts";
import { openImage } from "../../infra/images.ts";
import { mediaKey, mediaUrl, type Storage } from "../../infra/storage.ts";

/** Logos fit a 256 px square (512 at 2x); photos fit 1200 x 900 (2400 x 1800 at 2x). */
const BOXES = { logo: [256, 256], photo: [1200, 900] } as const;

export interface SavedImage {
  url: string;
  url2x: string;
  width: number;
  height: number;
}

/** Keys of the sellers' own files (seeded images elsewhere are never copied or deleted). */
const OWN = "sellers/s";

export function createSellerImages(media: Storage) {
  async function save(
    sellerId: number,
    kind: keyof typeof BOXES,
    field: string,
    input: Buffer,
  ): Promise<SavedImage> {
    const image = await openImage(input, field, "sellers.imageType");
    const [w, h] = BOXES[kind];
    const render = (scale: number) =>
      image()
        .rotate()
        .resize(w * scale, h * scale, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
    let one: Awaited<ReturnType<typeof render>>;
    let two: Awaited<ReturnType<typeof render>>;
    try {
      [one, two] = await Promise.all([render(1), render(2)]);
    } catch {
      throw new AppError("bad_request", "sellers.imageType", undefined, { [field]: ["sellers.imageType"] });
    }
    const base = `${OWN}${sellerId}/${kind}-${randomBytes(8).toString("hex")}`;
    await media.put(`${base}.webp`, one.data, "image/webp");
    await media.put(`${base}@2x.webp`, two.data, "image/webp");
    return {
      url: mediaUrl(`${base}.webp`),
      url2x: mediaUrl(`${base}@2x.webp`),
      width: one.info.width,
      height: one.info.height,
    };
  }

  /** Deletes an uploaded image's files (best effort; seeded images elsewhere are left alone). */
  async function remove(...urls: (string | null | undefined)[]) {
    for (const u of urls) {
      const key = mediaKey(u, OWN);
      if (key) await media.delete(key).catch(() => {});
    }
  }

  /**
   * A copy of an uploaded image's file under a new name starting with `name` (a copied listing must
   * not lose its pictures when the original deletes them); any other address is kept as it is.
   */
  async function copy(url: string, name: string): Promise<string> {
    const key = mediaKey(url, OWN);
    if (!key) return url;
    const ext = key.endsWith("@2x.webp") ? "@2x.webp" : ".webp";
    const target = `${path.posix.dirname(key)}/${name}-${randomBytes(8).toString("hex")}${ext}`;
    const data = await media.get(key);
    if (!data) return url;
    await media.put(target, data, "image/webp");
    return mediaUrl(target);
  }

  return { save, remove, copy };
}
export type SellerImages = ReturnType<typeof createSellerImages>;
