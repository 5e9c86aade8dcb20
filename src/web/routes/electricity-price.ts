/**
 * POST /electricity-price (price, to) — the buyer's electricity price of the profit figures (issue
 * 18, part 3). Stores it in the cookie and, for a signed-in user, in the profile (so both agree),
 * then goes back to `to`. A resource route: the plain form works without JavaScript; with it, React
 * Router submits it in place and reloads the page's data.
 */
import { data, redirect } from "react-router";
import { electricityPriceField } from "../../common/api/profit.ts";
import { translate } from "../../common/i18n/index.ts";
import { electricityCookie } from "../features/profit/electricity.server.ts";
import { localeFromPath, redirectPath } from "../i18n/locale.ts";
import { apiFor } from "../lib/api.server.ts";
import { currentUser } from "../lib/session.server.ts";
import type { Route } from "./+types/electricity-price";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const to = form.get("to");
  const locale = localeFromPath(typeof to === "string" ? to : "/");
  const parsed = electricityPriceField.safeParse(form.get("price") ?? "");
  if (!parsed.success || parsed.data === undefined)
    throw data({ message: translate(locale, "profit.electricityInvalid") }, { status: 400 });
  const price = parsed.data;
  const me = await currentUser(request, context).catch(() => null);
  if (me)
    await apiFor(request, context).call("accounts.updateUser", {
      params: { id: me.id },
      body: { electricity_price: price },
    });
  return redirect(redirectPath(to, locale), {
    status: 303,
    headers: { "Set-Cookie": electricityCookie(price), "Cache-Control": "no-store" },
  });
}
