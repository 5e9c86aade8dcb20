/** Server side of the moderator console (/admin): who may see it and the API calls of its forms. */
import { type AppLoadContext, data, redirect } from "react-router";
import type { Me } from "../../../common/api/accounts.ts";
import { localeFromPath, localizePath } from "../../i18n/locale.ts";
import { makeT } from "../../i18n/translator.ts";
import type { ErrorPayload } from "../../lib/errors.ts";
import { requireSignedIn } from "../../lib/session.server.ts";

/** Console pages: admins and moderators; guests sign in first, other roles get a 403 page. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<Me> {
  const user = await requireSignedIn(request, context);
  if (user.role === "admin" || user.role === "moderator") return user;
  const t = makeT(localeFromPath(new URL(request.url).pathname));
  throw data<ErrorPayload>({ message: t("moderation.staffOnly") }, { status: 403 });
}

/** Back to the queue of a kind after a decision, with the message of what was done. */
export function backToQueue(request: Request, kind: string, done: "approved" | "rejected") {
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(`${localizePath("/admin", locale)}?${new URLSearchParams({ kind, done })}`);
}
