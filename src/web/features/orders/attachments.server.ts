/**
 * The request form's files (decision 057): counted and measured before the request is made (a
 * form with too many or too large files is sent back whole), then each one sent to the API, which
 * reads what it really is; the names of the files it refused go to the request's page.
 */
import { type ApiClient, ApiError } from "../../../common/api-client.ts";
import type { MessageKey, Params } from "../../../common/i18n/index.ts";
import { ORDER_LIMITS } from "../../../common/orders.ts";

/** The files chosen in `field` (an empty input sends one empty file), or why the form cannot take them. */
export function filesOf(
  form: FormData,
  field: string,
  already = 0,
): { list: File[]; problem?: { key: MessageKey; params: Params; status: number } } {
  const list = form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  const max = ORDER_LIMITS.attachmentsMax - already;
  if (list.length > max)
    return {
      list,
      problem: {
        key: "orders.attachment.tooMany",
        params: { max: ORDER_LIMITS.attachmentsMax },
        status: 400,
      },
    };
  if (list.some((f) => f.size > ORDER_LIMITS.attachmentMaxBytes))
    return {
      list,
      problem: {
        key: "orders.attachment.tooLarge",
        params: { max: ORDER_LIMITS.attachmentMaxBytes / 1024 / 1024 },
        status: 413,
      },
    };
  return { list };
}

/** Sends each file to the request; the names of those the API refused (a 5xx is thrown). */
export async function sendAttachments(api: ApiClient, requestId: number, files: File[]): Promise<string[]> {
  const refused: string[] = [];
  for (const file of files) {
    try {
      await api.upload("orders.addAttachment", { params: { id: requestId }, field: "file", file });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      refused.push(file.name.slice(0, 120));
    }
  }
  return refused;
}
