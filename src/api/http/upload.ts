/**
 * The one file of a multipart upload, with the size cap that the call names in its 413. A body
 * that cannot be read as multipart (no boundary, cut short, a bad part header) is a 400 naming
 * the field, whatever the parser's own error is (decision 024).
 *
 * Every upload counts against its uploader's budget (issue 31, docs/decisions/072): attempts and
 * kilobytes per hour, accepted or refused alike, by what was really read (a file refused as too
 * large counts its limit) and, for the checks that inflate a file (an .xlsx, a PDF's object
 * streams), by what they inflated (`chargeUpload`). A used-up budget answers 429 with Retry-After
 * before the file is read. The uploader is the signed-in user, else the client's address.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasBadCharacters } from "../../common/api/shared.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { AppError } from "../errors.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** The budget of every upload route together (docs/rate-limits.md). */
export const UPLOAD_RATE_RULES = {
  /** Upload attempts an hour, accepted or refused. */
  attempts: { name: "upload:attempts", limit: 100, windowSeconds: 3600 },
  /** KiB read or inflated an hour (500 MB), accepted or refused. */
  kib: { name: "upload:kib", limit: 500 * 1024, windowSeconds: 3600 },
} as const;

declare module "fastify" {
  interface FastifyInstance {
    /** The limiter that keeps the upload budget (registerUploadBudget); none: no budget. */
    uploadLimiter: RateLimiter | null;
  }
}

/** Makes every readUpload of `app` count against the uploader's budget. */
export function registerUploadBudget(app: FastifyInstance, limiter: RateLimiter) {
  app.decorate("uploadLimiter", limiter);
}

/** Who the budget belongs to: a signed-in user, else the client's address. */
const uploaderOf = (request: FastifyRequest) => (request.user ? `u${request.user.id}` : `ip:${request.ip}`);

/** Counts `bytes` read or inflated by a check of the user's upload against their budget (never throws 429: the next upload will). */
export async function chargeUpload(
  limiter: Pick<RateLimiter, "tryHit">,
  userId: number,
  bytes: number,
): Promise<void> {
  if (bytes > 0) await limiter.tryHit(UPLOAD_RATE_RULES.kib, `u${userId}`, bytes / 1024);
}

export interface UploadRule {
  /** The multipart field that carries the file. */
  field: string;
  /** Bytes; above it the answer is 413 with `tooLarge`, which names the limit in MB (`{max}`). */
  maxBytes: number;
  tooLarge: MessageKey;
}

/** What the multipart parser threw, as the answer the client gets. */
function uploadError(err: unknown, rule: UploadRule): unknown {
  const e = err as { code?: string; statusCode?: number };
  if (e.code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("too_large", rule.tooLarge, { max: rule.maxBytes / 1024 / 1024 });
  // Too many parts or fields: the parser's own 413.
  if (err instanceof AppError || e.statusCode === 413) return err;
  return new AppError(
    "bad_request",
    "upload.malformed",
    { field: rule.field },
    { [rule.field]: ["upload.malformed"] },
  );
}

/** The file of `rule.field` and its name, or undefined when the request has no file there. */
export async function readUpload(
  request: FastifyRequest,
  rule: UploadRule,
): Promise<{ data: Buffer; name: string } | undefined> {
  if (!request.isMultipart()) return undefined;
  const limiter = request.server.uploadLimiter;
  const uploader = uploaderOf(request);
  if (limiter) {
    await limiter.hit(UPLOAD_RATE_RULES.attempts, uploader);
    await limiter.check(UPLOAD_RATE_RULES.kib, uploader);
  }
  // What the request sent, up to the file's limit: what a refused upload made the server read.
  const sent = Math.min(Number(request.headers["content-length"]) || 0, rule.maxBytes);
  let read = sent;
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (file?.fieldname !== rule.field) return undefined;
    // The file's name is text the client wrote, as any other field (src/api/http/clean-input.ts).
    if (hasBadCharacters(file.filename))
      throw new AppError("bad_request", "validation.badCharacters", undefined, {
        [rule.field]: ["validation.badCharacters"],
      });
    const data = await file.toBuffer();
    read = Math.max(sent, data.length);
    return { data, name: file.filename };
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") read = rule.maxBytes;
    throw uploadError(err, rule);
  } finally {
    await limiter?.tryHit(UPLOAD_RATE_RULES.kib, uploader, read / 1024);
  }
}

/** The file of `rule.field`; a missing one is a 400 naming the field ("required"). */
export async function requireUpload(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  const file = await readUpload(request, rule);
  if (!file)
    throw new AppError("bad_request", "validation.required", undefined, {
      [rule.field]: ["validation.required"],
    });
  return file.data;
}
