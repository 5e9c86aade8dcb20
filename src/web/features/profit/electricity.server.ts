/**
 * The buyer's electricity price on the server (issue 18, part 3; decision 043): the signed-in
 * user's profile when it has one, else the electricity cookie, else null (the site's default,
 * which the API applies). Read for the page's render, so the figures and the profit sort are there
 * without JavaScript.
 */
import type { AppLoadContext } from "react-router";
import { electricityPriceField } from "../../../common/api/profit.ts";
import { ELECTRICITY_COOKIE, ELECTRICITY_COOKIE_MAX_AGE } from "../../../common/profit.ts";
import { readCookie } from "../../i18n/locale.ts";
import { currentUser } from "../../lib/session.server.ts";

/** The price of the cookie, when it holds a valid one. */
export function cookieElectricityPrice(request: Request): number | null {
  const parsed = electricityPriceField.safeParse(
    readCookie(request.headers.get("cookie"), ELECTRICITY_COOKIE),
  );
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

/** Profile first (when signed in and set), then the cookie; null = the default. */
export async function buyerElectricityPrice(
  request: Request,
  context: AppLoadContext,
): Promise<number | null> {
  const me = await currentUser(request, context).catch(() => null);
  return me?.electricity_price ?? cookieElectricityPrice(request);
}

/** Set-Cookie value of the electricity cookie (a year, every page). */
export function electricityCookie(price: number): string {
  return `${ELECTRICITY_COOKIE}=${price}; Path=/; Max-Age=${ELECTRICITY_COOKIE_MAX_AGE}; SameSite=Lax`;
}
