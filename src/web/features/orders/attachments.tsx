/**
 * A request's files (decision 057): the list with a download link each (the API checks who may
 * read them), and for its buyer, while the request is open and has room, a form to add one
 * (multipart, works without JavaScript).
 */
import { Form } from "react-router";
import type { QuoteRequest } from "../../../common/api/orders.ts";
import { apiUrl } from "../../../common/api-client.ts";
import { ATTACHMENT_ACCEPT, ORDER_LIMITS } from "../../../common/orders.ts";
import { useT } from "../../i18n/use-t.ts";
import { buttonClass, errorsOf, Field, type FormResult, linkClass, SubmitButton } from "../accounts/form.tsx";

const MB = ORDER_LIMITS.attachmentMaxBytes / 1024 / 1024;

export function RequestFiles({
  r,
  refused,
  result,
}: {
  r: QuoteRequest;
  /** Names of the files the request form sent and the API refused. */
  refused: string[];
  result?: FormResult;
}) {
  const t = useT();
  return (
    <section aria-labelledby="orders-files" className="space-y-2">
      <h2 id="orders-files" className="text-lg font-semibold text-slate-900">
        {t("ordersRequest.files")}
      </h2>
      {refused.length > 0 ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("ordersRequest.refused", { names: refused.join(", "), mb: MB })}
        </p>
      ) : null}
      {r.attachments.length === 0 ? (
        <p className="text-sm text-slate-700">{t("ordersRequest.filesNone")}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {r.attachments.map((a) => (
            <li key={a.id}>
              <a
                href={apiUrl("orders.attachment", { params: { id: r.id, attachmentId: a.id } })}
                className={linkClass}
                aria-label={t("ordersRequest.fileDownload", { name: a.name })}
              >
                {a.name}
              </a>{" "}
              <span className="text-slate-600">
                ({t("ordersRequest.fileMeta", { kind: a.kind.toUpperCase(), size: Math.ceil(a.size / 1024) })}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
      {r.allowed.includes("request.attach") ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="attach" />
          <Field
            name="file"
            type="file"
            required
            accept={ATTACHMENT_ACCEPT}
            label={t("ordersRequest.addFile")}
            hint={t("ordersRequest.addFileHint", {
              mb: MB,
              left: ORDER_LIMITS.attachmentsMax - r.attachments.length,
            })}
            errors={errorsOf(result, "attach").file}
          />
          <SubmitButton className={buttonClass}>{t("ordersRequest.attach")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
