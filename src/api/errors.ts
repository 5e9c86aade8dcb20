/**
 * One error type for the whole API: a stable code, the HTTP status it maps to, and a message key
 * of the i18n catalogue (translated per request by the error handler in http/errors.ts).
 */
import type { MessageKey, Params } from "../common/i18n/index.ts";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
  insufficient_storage: 507,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params?: Params,
    /** Field errors: field name -> message keys. */
    readonly fields?: Record<string, MessageKey[]>,
  ) {
    super(messageKey);
    this.status = STATUS[code];
  }
}

export const notFound = (key: MessageKey = "error.notFound") => new AppError("not_found", key);
