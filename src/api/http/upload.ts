/**
 * The one file of a multipart upload, with the size cap that the call names in its 413. A body
 * that cannot be read as multipart (no boundary, cut short, a bad part header) is a 400 naming
 * the field, whatever the parser's own error is (decision 024).
 */
import type { FastifyRequest } from "fastify";
import { hasBadCharacters } from "../../common/api/shared.ts";
import type { MessageKey } from "../../common/i18n/index.ts";
import { AppError } from "../errors.ts";

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
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (file?.fieldname !== rule.field) return undefined;
    // The file's name is text the client wrote, as any other field (src/api/http/clean-input.ts).
    if (hasBadCharacters(file.filename))
      throw new AppError("bad_request", "validation.badCharacters", undefined, {
        [rule.field]: ["validation.badCharacters"],
      });
    return { data: await file.toBuffer(), name: file.filename };
  } catch (err) {
    throw uploadError(err, rule);
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
