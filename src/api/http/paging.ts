import type { FastifyRequest } from "fastify";

/** The `next` and `previous` links of a page: the request's own URL with another page number. */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(request.url, "http://x");
  const link = (p: number) => {
    url.searchParams.set("page", String(p));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}
