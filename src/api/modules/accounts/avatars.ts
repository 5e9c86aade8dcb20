/**
 * Avatars: a set of default avatars drawn as SVG and rendered to webp by sharp the first time they
 * are asked for (no seed needed), and uploaded images re-encoded to webp at 1x and 2x with their
 * metadata stripped. Files are avatars/… in the media storage (decision 030), served at /uploads/avatars/.
 */
import { randomBytes } from "node:crypto";
import { type Avatar, DEFAULT_AVATAR_IDS, type DefaultAvatarId } from "../../../common/api/accounts.ts";
import { AppError } from "../../errors.ts";
import { openImage } from "../../infra/images.ts";
import { loadSharp } from "../../infra/lazy.ts";
import { MEDIA_URL_PREFIX, mediaKey, mediaUrl, type Storage } from "../../infra/storage.ts";

const SIZE = 128;
const URL_PREFIX = `${MEDIA_URL_PREFIX}avatars`;

/** Background gradients and figure colours of the default avatars. */
const PALETTES: Record<DefaultAvatarId, [string, string, string]> = {
  "default-1": ["#f7931a", "#c25e00", "#fff4e5"],
  "default-2": ["#3b82f6", "#1e3a8a", "#e0ecff"],
  "default-3": ["#10b981", "#065f46", "#e3fbf1"],
  "default-4": ["#8b5cf6", "#4c1d95", "#f0e9ff"],
  "default-5": ["#ef4444", "#7f1d1d", "#ffe9e9"],
  "default-6": ["#14b8a6", "#134e4a", "#defcf8"],
  "default-7": ["#64748b", "#1e293b", "#eef2f7"],
  "default-8": ["#eab308", "#713f12", "#fff9db"],
};

function defaultAvatarSvg(id: DefaultAvatarId): string {
  const [from, to, figure] = PALETTES[id];
  const n = DEFAULT_AVATAR_IDS.indexOf(id);
  // A soft hexagon pattern (a nod to hash boards) behind a head-and-shoulders figure.
  const hexes = [0, 1, 2]
    .map((i) => {
      const cx = 24 + ((i * 37 + n * 11) % 90);
      const cy = 20 + ((i * 53 + n * 17) % 60);
      const r = 10 + ((i + n) % 3) * 4;
      const pts = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(" ");
      return `<polygon points="${pts}" fill="none" stroke="${figure}" stroke-opacity="0.25" stroke-width="2"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 128 128">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="128" height="128" fill="url(#g)"/>
  ${hexes}
  <circle cx="64" cy="52" r="22" fill="${figure}"/>
  <path d="M22 128c0-26 19-42 42-42s42 16 42 42z" fill="${figure}"/>
</svg>`;
}

export function defaultAvatar(id: DefaultAvatarId): Avatar {
  return { id, url: `${URL_PREFIX}/default/${id}.webp`, url_2x: `${URL_PREFIX}/default/${id}@2x.webp` };
}

export function createAvatars(media: Storage) {
  let ready: Promise<void> | undefined;

  /** Renders the default avatars once (idempotent; several processes may race harmlessly). */
  function ensureDefaults(): Promise<void> {
    ready ??= (async () => {
      const sharp = await loadSharp();
      for (const id of DEFAULT_AVATAR_IDS) {
        const one = `avatars/default/${id}.webp`;
        const two = `avatars/default/${id}@2x.webp`;
        if ((await media.has(one)) && (await media.has(two))) continue;
        const svg = Buffer.from(defaultAvatarSvg(id));
        await media.put(
          one,
          await sharp(svg, { density: 72 }).resize(SIZE, SIZE).webp({ quality: 90 }).toBuffer(),
          "image/webp",
        );
        await media.put(
          two,
          await sharp(svg, { density: 144 })
            .resize(SIZE * 2, SIZE * 2)
            .webp({ quality: 90 })
            .toBuffer(),
          "image/webp",
        );
      }
    })().catch((err) => {
      ready = undefined;
      throw err;
    });
    return ready;
  }

  async function list(): Promise<(Avatar & { id: string })[]> {
    await ensureDefaults();
    return DEFAULT_AVATAR_IDS.map((id) => ({ ...defaultAvatar(id), id }));
  }

  /**
   * Re-encodes an uploaded image (JPEG, PNG or WebP, checked from its content, not its name) to a
   * square webp at 1x and 2x without metadata, and returns its URLs.
   */
  async function saveUpload(userId: number, input: Buffer): Promise<{ url: string; url2x: string }> {
    const image = await openImage(input, "avatar", "accounts.avatarType");
    const render = (size: number) =>
      image()
        .rotate() // apply the EXIF orientation before the metadata goes
        .resize(size, size, { fit: "cover", position: "attention" })
        .webp({ quality: 85 })
        .toBuffer();
    let one: Buffer;
    let two: Buffer;
    try {
      [one, two] = await Promise.all([render(SIZE), render(SIZE * 2)]);
    } catch {
      throw new AppError("bad_request", "accounts.avatarType", undefined, {
        avatar: ["accounts.avatarType"],
      });
    }
    const base = `avatars/u${userId}/${randomBytes(8).toString("hex")}`;
    await media.put(`${base}.webp`, one, "image/webp");
    await media.put(`${base}@2x.webp`, two, "image/webp");
    return { url: mediaUrl(`${base}.webp`), url2x: mediaUrl(`${base}@2x.webp`) };
  }

  /** Deletes an uploaded avatar's files (best effort; default avatars are never deleted). */
  async function removeUpload(url: string | null, url2x: string | null) {
    for (const u of [url, url2x]) {
      const key = mediaKey(u, "avatars/u");
      if (key) await media.delete(key).catch(() => {});
    }
  }

  return { ensureDefaults, list, saveUpload, removeUpload };
}
export type Avatars = ReturnType<typeof createAvatars>;
