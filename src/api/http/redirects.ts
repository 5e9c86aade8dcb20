/**
 * Last line of the safe-redirect rule (common/safe-redirect.ts): every response of the server, API
 * and pages alike, has its Location header checked before it leaves. A target that is not a path of
 * this site or an address of one of its own origins (origin.ts: PUBLIC_URL's or the request's own)
 * is replaced with "/" and logged, so a redirect written without the rule cannot make the site an
 * open redirect. `trusted`: more origins of the site's own (the media's public bucket, decision 030).
 */
import type { FastifyInstance } from "fastify";
import { guardLocation } from "../../common/safe-redirect.ts";
import { originOf, requestOrigin } from "./origin.ts";

export function registerRedirectGuard(app: FastifyInstance, publicUrl: string, trusted: string[] = []) {
  const publicOrigin = originOf(publicUrl) ?? "";
  app.addHook("onSend", async (request, reply, payload) => {
    const location = reply.getHeader("location");
    if (typeof location !== "string") return payload;
    const own = requestOrigin(request) ?? publicOrigin;
    const safe = guardLocation(location, [publicOrigin, own, ...trusted], `${own}${request.url}`);
    if (safe !== location) {
      request.log.warn(
        { location: location.slice(0, 200) },
        "redirect target replaced: not a page of this site",
      );
      reply.header("location", safe);
    }
    return payload;
  });
}
