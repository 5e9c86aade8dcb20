/**
 * Company logos and office photos: uploaded JPEG, PNG or WebP (checked from the content, not the
 * name), re-encoded to webp at 1x and 2x with the metadata stripped (EXIF orientation applied
 * first). Files live under UPLOADS/sellers/s{id}/, served at /uploads/sellers/.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../../errors.ts";
import { openImage } from "../../infra/images.ts";

const URL_PREFIX = "/uploads/sellers";

/** Logos fit a 256 px square (512 at 2x); photos fit 1200 x 900 (2400 x 1800 at 2x). */
const BOXES = { logo: [256, 256], photo: [1200, 900] } as const;

async function writeAtomic(file: string, data: Buffer) {
  const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export interface SavedImage {
  url: string;
  url2x: string;
  width: number;
  height: number;
}

export function createSellerImages(uploadsDir: string) {
  const dir = path.join(uploadsDir, "sellers");

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
    const sellerDir = path.join(dir, `s${sellerId}`);
    await mkdir(sellerDir, { recursive: true });
    const name = `${kind}-${randomBytes(8).toString("hex")}`;
    await writeAtomic(path.join(sellerDir, `${name}.webp`), one.data);
    await writeAtomic(path.join(sellerDir, `${name}@2x.webp`), two.data);
    return {
      url: `${URL_PREFIX}/s${sellerId}/${name}.webp`,
      url2x: `${URL_PREFIX}/s${sellerId}/${name}@2x.webp`,
      width: one.info.width,
      height: one.info.height,
    };
  }

  /** Deletes an uploaded image's files (best effort; seeded images elsewhere are left alone). */
  async function remove(...urls: (string | null | undefined)[]) {
    for (const u of urls) {
      if (!u?.startsWith(`${URL_PREFIX}/s`)) continue;
      const file = path.join(dir, u.slice(URL_PREFIX.length + 1));
      if (!file.startsWith(dir)) continue;
      await rm(file, { force: true }).catch(() => {});
    }
  }

  const fileOf = (url: string) => path.join(dir, url.slice(URL_PREFIX.length + 1));

  return { save, remove, fileOf };
}
export type SellerImages = ReturnType<typeof createSellerImages>;
