/**
 * Where uploaded and generated files live (docs/decisions/030): a folder on the local disk
 * (default; the same paths as before, so existing data keeps working) or an S3-compatible bucket
 * (S3_* settings), so that several app processes on several machines see the same files. Files
 * are named by keys such as `sellers/s12/logo-ab12.webp`. Two stores are made from one setting:
 * the media (served at /uploads/<key>, src/web-server.ts) and the catalogue imports in progress
 * (never served). The S3 client is imported only when a bucket is configured.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { XLSX_TYPE } from "../../common/constants.ts";
import { AppError } from "../errors.ts";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, …); unset = AWS for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most fakes). */
  forcePathStyle: boolean;
  /** A public address of the bucket (a CDN): /uploads/<key> redirects to `<publicUrl>/uploads/<key>`. */
  publicUrl?: string;
}

export type StorageSettings = { kind: "local" } | ({ kind: "s3" } & S3Settings);

/** A stored file opened for sending. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
  etag?: string;
  lastModified?: Date;
}

export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file of the local disk (streamed, never read whole into memory). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Deletes the file; none there is no error. */
  delete(key: string): Promise<void>;
  /** Opens the file to send it (undefined: none); `ifNoneMatch` answers "not-modified" when it still matches. */
  open(key: string, ifNoneMatch?: string): Promise<StoredFile | "not-modified" | undefined>;
  /**
   * A path of the local disk holding the file, for readers that want a file name: the file itself
   * on the local disk, a temporary copy with a bucket; `release()` removes the copy.
   */
  localFile(key: string): Promise<{ file: string; release(): Promise<void> }>;
  /** Where a browser may fetch the file directly (a public bucket or CDN), if anywhere. */
  publicUrl(key: string): string | undefined;
  /** The local folder behind the keys (local driver only): @fastify/static serves it. */
  readonly dir?: string;
}

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".xlsx": XLSX_TYPE,
};

export const XLSX_CONTENT_TYPE = XLSX_TYPE;

/** The content type of a key, from its extension. */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/** A key must name a file inside the store: no empty, `.` or `..` segments, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || /[\\\0]/.test(key)) return false;
  return key.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** ENOSPC (the disk is full) or EDQUOT (the account's quota is used up). */
export function isDiskFull(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/**
 * Whether the local disk takes writes (docs/decisions/072): a write that fails with ENOSPC or
 * EDQUOT marks it full (the call answers 507, GET /api/health answers 503 with `storage: "full"`);
 * the next successful write clears it, and so does `check()`, which while full tries a small
 * probe file (health calls it, so the disk is seen free again without waiting for an upload).
 */
export interface DiskSpace {
  readonly full: boolean;
  sawFull(err: unknown): void;
  sawWrite(): void;
  /** True when writes work (a probe file is written while the disk was seen full). */
  check(): Promise<boolean>;
}

export function createDiskSpace(probeDir: string, onFull: (err: unknown) => void = () => {}): DiskSpace {
  let full = false;
  const self: DiskSpace = {
    get full() {
      return full;
    },
    sawFull(err) {
      if (!full) onFull(err);
      full = true;
    },
    sawWrite() {
      full = false;
    },
    async check() {
      if (!full) return true;
      const probe = path.join(probeDir, `.space-probe-${randomBytes(4).toString("hex")}`);
      try {
        await mkdir(probeDir, { recursive: true });
        await writeFile(probe, Buffer.alloc(4096));
        full = false;
      } catch (err) {
        if (!isDiskFull(err)) throw err;
      } finally {
        await rm(probe, { force: true }).catch(() => {});
      }
      return !full;
    },
  };
  return self;
}

/** The 507 of a write the full disk refused; the message says it is the site's storage, not the user's file. */
export const storageFull = () => new AppError("insufficient_storage", "error.storageFull");

/** Files under `dir` on this machine's disk (`space`: told when a write finds the disk full, or works). */
export function createLocalStorage(dir: string, space?: DiskSpace): Storage {
  const root = path.resolve(dir);
  // An absolute path inside the folder is taken as its key (imports recorded before decision 030).
  const fileOf = (key: string) =>
    path.join(
      root,
      checkKey(path.isAbsolute(key) ? path.relative(root, key).split(path.sep).join("/") : key),
    );
  /**
   * Written aside then renamed: a reader never sees half a file; a full disk answers 507 and shows
   * in the health check (decision 072).
   */
  async function writeAside(key: string, write: (tmp: string) => Promise<void>) {
    const file = fileOf(key);
    const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await write(tmp);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true }).catch(() => {});
      if (!isDiskFull(err)) throw err;
      space?.sawFull(err);
      throw storageFull();
    }
    space?.sawWrite();
  }
  return {
    kind: "local",
    dir: root,
    put: (key, data) => writeAside(key, (tmp) => writeFile(tmp, data)),
    putFile: (key, source) => writeAside(key, (tmp) => copyFile(source, tmp)),
    async get(key) {
      return readFile(fileOf(key)).catch((err) => {
        if (missing(err)) return undefined;
        throw err;
      });
    },
    async has(key) {
      return stat(fileOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async open(key) {
      const file = fileOf(key);
      const s = await stat(file).catch(() => undefined);
      if (!s?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(key),
        size: s.size,
        lastModified: s.mtime,
      };
    },
    localFile: async (key) => ({ file: fileOf(key), release: async () => {} }),
    publicUrl: () => undefined,
  };
}

/** The store's client, made at the first call (the SDK is loaded only then). */
function lazyClient(
  s: S3Settings,
): () => Promise<typeof import("@aws-sdk/client-s3") & { client: S3Client }> {
  let made: Promise<typeof import("@aws-sdk/client-s3") & { client: S3Client }> | undefined;
  return () => {
    made ??= (async () => {
      // The project runs on Node 20 (package.json engines): the SDK's notice about Node 22 is for us to act on, not for every log.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
      const sdk = await import("@aws-sdk/client-s3");
      const client = new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials:
          s.accessKeyId && s.secretAccessKey
            ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: many S3-compatible services reject the newer headers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { ...sdk, client };
    })();
    return made;
  };
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket, under `prefix` (e.g. "uploads/"). */
export function createS3Storage(s: S3Settings, prefix: string): Storage {
  const sdk = lazyClient(s);
  const Bucket = s.bucket;
  const keyOf = (key: string) => `${prefix}${checkKey(key)}`;
  const publicBase = s.publicUrl?.replace(/\/$/, "");
  const self: Storage = {
    kind: "s3",
    async put(key, data, contentType) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      const { client, PutObjectCommand } = await sdk();
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { client, GetObjectCommand } = await sdk();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async has(key) {
      const { client, HeadObjectCommand } = await sdk();
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async open(key, ifNoneMatch) {
      const { client, GetObjectCommand } = await sdk();
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(key), IfNoneMatch: ifNoneMatch || undefined }),
        );
        if (!out.Body) return undefined;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? contentTypeOf(key),
          size: out.ContentLength,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304)
          return "not-modified";
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async localFile(key) {
      const data = await self.get(key);
      if (!data) throw new Error(`no stored file ${key}`);
      const dir = path.join(os.tmpdir(), `rigmarket-s3-${randomBytes(6).toString("hex")}`);
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await mkdir(dir, { recursive: true });
        const file = path.join(dir, path.basename(key));
        await writeFile(file, data);
        return { file, release };
      } catch (err) {
        await release();
        throw err;
      }
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${keyOf(key)}` : undefined),
  };
  return self;
}

/** Uploaded and generated media: DATA_DIR/uploads, or `uploads/` in the bucket. */
export function createMediaStorage(
  settings: StorageSettings,
  uploadsDir: string,
  space?: DiskSpace,
): Storage {
  return settings.kind === "s3"
    ? createS3Storage(settings, "uploads/")
    : createLocalStorage(uploadsDir, space);
}

/** Catalogue imports in progress: DATA_DIR/imports beside the uploads, or `imports/` in the bucket (never public). */
export function createImportStorage(
  settings: StorageSettings,
  uploadsDir: string,
  space?: DiskSpace,
): Storage {
  return settings.kind === "s3"
    ? createS3Storage(settings, "imports/")
    : createLocalStorage(path.join(path.dirname(uploadsDir), "imports"), space);
}

/**
 * Files attached to requests for quote (docs/decisions/057): DATA_DIR/attachments beside the
 * uploads, or `attachments/` in the bucket; never public, read only through the API's permission check.
 */
export function createAttachmentStorage(
  settings: StorageSettings,
  uploadsDir: string,
  space?: DiskSpace,
): Storage {
  return settings.kind === "s3"
    ? createS3Storage(settings, "attachments/")
    : createLocalStorage(path.join(path.dirname(uploadsDir), "attachments"), space);
}

/**
 * Files the server builds for a user to download (docs/decisions/066: errors files, exports):
 * DATA_DIR/generated beside the uploads, or `generated/` in the bucket; never public, served
 * through the API's permission check.
 */
export function createGeneratedStorage(
  settings: StorageSettings,
  uploadsDir: string,
  space?: DiskSpace,
): Storage {
  return settings.kind === "s3"
    ? createS3Storage(settings, "generated/")
    : createLocalStorage(path.join(path.dirname(uploadsDir), "generated"), space);
}

/** Runs `fn` on a local path of a stored file (Storage.localFile), releasing it afterwards. */
export async function withLocalFile<T>(
  store: Storage,
  key: string,
  fn: (file: string) => Promise<T>,
): Promise<T> {
  const local = await store.localFile(key);
  try {
    return await fn(local.file);
  } finally {
    await local.release();
  }
}

/** Media are served at /uploads/<key>. */
export const MEDIA_URL_PREFIX = "/uploads/";

/** The address of a media file. */
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The key of a media address under `under` (e.g. "sellers/s"), or undefined for any other address. */
export function mediaKey(url: string | null | undefined, under = ""): string | undefined {
  if (!url?.startsWith(MEDIA_URL_PREFIX + under)) return undefined;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeKey(key) ? key : undefined;
}
