/**
 * The server side shared by the request and order pages (issue 21): the loader's head (signed in,
 * the API's call, its 403/404 as the page's error, the caller's chat page) and the action's (signed
 * in, the form read once, the API, back to the page, or the API's refusal as the form's errors).
 */
import { type AppLoadContext, redirect } from "react-router";
import type { ApiClient } from "../../../common/api-client.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { localeFromPath, localizePath } from "../../i18n/locale.ts";
import { apiFor, pageErrorFromApi } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import { accountsApi, formFailure } from "../accounts/action.server.ts";

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/** What the page loads, with `mine` (the caller is the buyer) and the chat page of the caller's side. */
export async function loadOrderPage<T extends { buyer: { id: number } }>(
  { request, context }: PageArgs,
  load: (api: ApiClient) => Promise<T>,
) {
  const user = await requireSignedIn(request, context);
  try {
    const found = await load(apiFor(request, context));
    const chat = user.seller && !user.view_as_buyer ? "/seller-chats" : "/buyer-chats";
    return { found, mine: found.buyer.id === user.id, chat };
  } catch (error) {
    pageErrorFromApi(error);
  }
}

export interface OrderActionInput {
  api: ApiClient;
  /** The form's text fields. */
  v: Record<string, string>;
  form: FormData;
  locale: Locale;
}

/**
 * Runs the page's step (`act`), then goes back to `page`, or to the path `act` answers; a 4xx of
 * the API becomes the form's errors under its `intent`.
 */
export async function runOrderAction(
  { request, context }: PageArgs,
  page: string,
  act: (input: OrderActionInput) => Promise<string | undefined>,
) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const v: Record<string, string> = {};
  for (const [k, value] of form) if (typeof value === "string") v[k] = value;
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const next = await act({ api: accountsApi(request, context), v, form, locale });
    return redirect(localizePath(next ?? page, locale));
  } catch (error) {
    return formFailure(error, { intent: v.intent ?? "" });
  }
}
