/** The action of a listing page's mass-action form (decision 014): one API call for the selected rows. */
import type { AppLoadContext } from "react-router";
import { accountsApi, formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";
import { idsFromForm } from "./list-query.ts";

/**
 * Posts `{ [idsName]: ids }` to `${base}/${intent}/` for an intent among `actions`. The API's
 * refusals (a field error naming the ids, or a 409 detail) become the form's one message.
 */
export async function runMassAction(
  request: Request,
  context: AppLoadContext,
  opts: {
    base: string;
    idsName: string;
    actions: readonly string[];
    messages: { unknown: string; selectSome: string; done: (count: number) => string };
  },
): Promise<FormResult | ReturnType<typeof formFailure>> {
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!opts.actions.includes(intent)) return { intent: "mass", detail: opts.messages.unknown };
  const ids = idsFromForm(form, opts.idsName);
  if (ids.length === 0) return { intent: "mass", detail: opts.messages.selectSome };
  try {
    const out = await api.post<{ count: number }>(`${opts.base}/${intent}/`, { [opts.idsName]: ids });
    return { intent: "mass", ok: opts.messages.done(out.count) };
  } catch (error) {
    const failure = formFailure(error, { intent: "mass" });
    const fields = failure.data.fields;
    if (fields) failure.data.detail = Object.values(fields).flat().join(" ");
    failure.data.fields = undefined;
    return failure;
  }
}
