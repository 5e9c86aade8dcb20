/** The action of a listing page's mass-action form (decision 014): one API call for the selected rows. */
import type { AppLoadContext } from "react-router";
import type { ApiClient } from "../../../common/api-client.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";
import type { FormResult } from "../accounts/form.tsx";
import { idsFromForm } from "./list-query.ts";

/**
 * Sends the selected rows (the form's `idsName` checkboxes) to the call of an intent among
 * `actions` (`send`, e.g. POST .../verify/). The API's refusals (a field error naming the ids, or
 * a 409 detail) become the form's one message.
 */
export async function runMassAction<A extends string>(
  request: Request,
  context: AppLoadContext,
  opts: {
    idsName: string;
    actions: readonly A[];
    send: (api: ApiClient, action: A, ids: number[]) => Promise<{ count: number }>;
    messages: { unknown: string; selectSome: string; done: (count: number) => string };
  },
): Promise<FormResult | ReturnType<typeof formFailure>> {
  const api = accountsApi(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const action = opts.actions.find((a) => a === intent);
  if (!action) return { intent: "mass", detail: opts.messages.unknown };
  const ids = idsFromForm(form, opts.idsName);
  if (ids.length === 0) return { intent: "mass", detail: opts.messages.selectSome };
  try {
    const out = await opts.send(api, action, ids);
    return { intent: "mass", ok: opts.messages.done(out.count) };
  } catch (error) {
    const failure = formFailure(error, { intent: "mass" });
    const fields = failure.data.fields;
    if (fields) failure.data.detail = Object.values(fields).flat().join(" ");
    failure.data.fields = undefined;
    return failure;
  }
}
