/** Server side of the newsletter's link pages (confirm, unsubscribe, preferences): the token of the link. */
import { data } from "react-router";
import { ApiError } from "../../../common/api-client.ts";

export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** A spent, expired or forged link: the page says so, with 404 (nothing to show at this address). */
export function badLinkOr(error: unknown) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return data({ bad: true as const }, { status: 404 });
  throw error;
}
