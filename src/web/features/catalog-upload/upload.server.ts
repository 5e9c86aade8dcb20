/**
 * The catalogue upload page's server side (issue 7): the calls of the open import and the action's
 * answers. Files are forwarded to the API as multipart (the same helper as product photos), so
 * the upload forms work without JavaScript.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { EXCEL_LIMITS } from "../../../common/api/excel.ts";
import { PRODUCT_LIMITS } from "../../../common/api/seller-products.ts";
import { ApiError } from "../../../common/api-client.ts";
import { localeFromPath, localizePath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import { accountsApi } from "../accounts/action.server.ts";
import { type CatalogResult, PAGE_PATH } from "./shared.ts";

/**
 * A 4xx of the API as the form's result. With `field`, every message (a `{detail}` such as the 409
 * of a second import or the 413 naming the limit, or the field errors of a 400) sits under that
 * field; otherwise it is the form's message. 5xx is rethrown (the error screen).
 */
export function failure(error: unknown, extra: CatalogResult, field?: string) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const body = error.body;
  const result: CatalogResult = { ...extra };
  const fieldMessages =
    body && typeof body === "object" && !("detail" in body)
      ? Object.values(body as Record<string, unknown>).flatMap((v) => [v].flat().map(String))
      : null;
  if (field) result.fields = { [field]: fieldMessages ?? [error.message] };
  else if (fieldMessages) result.detail = fieldMessages.join(" ");
  else result.detail = error.message;
  return data(result, { status: error.status });
}

function fileOf(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/** The call of each step of the open import. */
const IMPORT_CALLS = {
  cancel: "excel.cancel",
  confirm: "excel.confirm",
  "save-valid": "excel.saveValid",
  send: "excel.send",
} as const;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The page's action: `intent` is upload, cancel, confirm, save-valid, photo, zip or send. */
export async function catalogAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = makeT(locale);
  const api = accountsApi(request, context);
  const here = localizePath(PAGE_PATH, locale);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");

  switch (intent) {
    case "upload": {
      const file = fileOf(form, "file");
      if (!file)
        return data<CatalogResult>({ intent, fields: { file: [t("cu.upload.choose")] } }, { status: 400 });
      if (file.size > EXCEL_LIMITS.fileMaxBytes)
        return data<CatalogResult>(
          { intent, fields: { file: [t("excel.fileTooLarge", { max: mb(EXCEL_LIMITS.fileMaxBytes) })] } },
          { status: 413 },
        );
      try {
        await api.upload("excel.import", { field: "file", file });
      } catch (error) {
        return failure(error, { intent }, "file");
      }
      return redirect(here);
    }
    case "cancel":
    case "confirm":
    case "save-valid":
    case "send": {
      try {
        await api.call(IMPORT_CALLS[intent]);
      } catch (error) {
        return failure(error, { intent });
      }
      // After send and cancel the import is closed (GET pending/ answers null): the page says what happened.
      if (intent === "send") return redirect(`${here}?sent=1`);
      if (intent === "cancel") return redirect(`${here}?cancelled=1`);
      return redirect(here);
    }
    case "photo": {
      const productId = Number(form.get("product_id"));
      const name = String(form.get("product_name") ?? "");
      if (!Number.isInteger(productId) || productId < 1)
        return data<CatalogResult>({ intent, detail: t("account.unknownAction") }, { status: 400 });
      const file = fileOf(form, "photo");
      if (!file)
        return data<CatalogResult>(
          { intent, productId, fields: { photo: [t("cu.products.choose")] } },
          { status: 400 },
        );
      if (file.size > PRODUCT_LIMITS.imageMaxBytes)
        return data<CatalogResult>(
          {
            intent,
            productId,
            fields: { photo: [t("sp.photos.tooLarge", { mb: mb(PRODUCT_LIMITS.imageMaxBytes) })] },
          },
          { status: 413 },
        );
      const main = form.get("main") === "true" ? { main: "true" } : undefined;
      try {
        await api.upload("sellerProducts.addPhoto", {
          params: { id: productId },
          query: main,
          field: "photo",
          file,
        });
      } catch (error) {
        return failure(error, { intent, productId }, "photo");
      }
      return { intent, productId, ok: t("cu.products.uploaded", { name }) } satisfies CatalogResult;
    }
    case "zip": {
      const file = fileOf(form, "file");
      if (!file)
        return data<CatalogResult>({ intent, fields: { file: [t("cu.zip.choose")] } }, { status: 400 });
      if (file.size > EXCEL_LIMITS.photosZipMaxBytes)
        return data<CatalogResult>(
          { intent, fields: { file: [t("excel.zipTooLarge", { max: mb(EXCEL_LIMITS.photosZipMaxBytes) })] } },
          { status: 413 },
        );
      try {
        const result = await api.upload("excel.photosZip", { field: "file", file });
        return {
          intent,
          ok: t("cu.zip.result", { matched: result.matched.length, unmatched: result.unmatched.length }),
          zip: { matched: result.matched, unmatched: result.unmatched },
        } satisfies CatalogResult;
      } catch (error) {
        return failure(error, { intent }, "file");
      }
    }
    default:
      return data<CatalogResult>({ intent, detail: t("account.unknownAction") }, { status: 400 });
  }
}
