/**
 * Files for search engines and link previews (issue 22), served beside the pages, not API calls:
 * /robots.txt, /sitemap.xml (the index) and /sitemaps/{kind}-{n}.xml, /og/product/{sku}.png and
 * /og/company/{id}.png (?v= the version of what the image shows: a year in caches when it is the
 * current one).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chooseEncoding } from "../../http/compression.ts";
import { robotsTxt } from "./robots.ts";
import { createSeoService, type SeoDeps } from "./service.ts";
import { unzipped } from "./sitemap.ts";

const file = z.any().describe("The file");
const YEAR = "public, max-age=31536000, immutable";
const SITEMAP_CACHE = "public, max-age=3600";

/** Gzipped XML as it is for a client that takes gzip, unzipped for one that does not. */
function sendXml(request: FastifyRequest, reply: FastifyReply, gz: Buffer) {
  reply.header("content-type", "application/xml; charset=utf-8").header("cache-control", SITEMAP_CACHE);
  reply.header("vary", "Accept-Encoding");
  if (chooseEncoding(request.headers["accept-encoding"]) !== null) {
    return reply.header("content-encoding", "gzip").send(gz);
  }
  return reply.send(unzipped(gz));
}

function sendPng(reply: FastifyReply, image: { png: Buffer; version: string }, asked: string | undefined) {
  return reply
    .header("content-type", "image/png")
    .header("cache-control", asked === image.version ? YEAR : "public, max-age=300")
    .send(image.png);
}

const ogQuery = z.object({ v: z.string().max(32).optional() });
const pngName = (what: string) => z.string().regex(/^.+\.png$/, `must be ${what}.png`);

export const seoRoutes =
  (deps: SeoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const seo = createSeoService(deps);
    const tags = ["seo"];
    app.get(
      "/robots.txt",
      { schema: { tags, summary: "Rules for crawlers", response: { 200: file } } },
      (_r, reply) =>
        reply
          .type("text/plain; charset=utf-8")
          .header("cache-control", SITEMAP_CACHE)
          .send(robotsTxt(deps.publicUrl)),
    );
    app.get(
      "/sitemap.xml",
      { schema: { tags, summary: "The sitemap index", response: { 200: file } } },
      async (request, reply) => sendXml(request, reply, await seo.sitemaps.index()),
    );
    app.get(
      "/sitemaps/:name",
      {
        schema: {
          tags,
          summary: "A sitemap of the index (at most 10,000 URLs)",
          params: z.object({
            name: z.string().regex(/^[a-z]+-\d{1,6}\.xml$/, "must be a sitemap's file name"),
          }),
          response: { 200: file },
        },
      },
      async (request, reply) => {
        const gz = await seo.sitemaps.file(request.params.name);
        if (!gz) return reply.callNotFound();
        return sendXml(request, reply, gz);
      },
    );
    app.get(
      "/og/product/:file",
      {
        schema: {
          tags,
          summary: "A product's share image (1200×630 PNG)",
          params: z.object({ file: pngName("{sku}") }),
          querystring: ogQuery,
          response: { 200: file },
        },
      },
      async (request, reply) =>
        sendPng(reply, await seo.productImage(request.params.file.slice(0, -4)), request.query.v),
    );
    app.get(
      "/og/company/:file",
      {
        schema: {
          tags,
          summary: "A company's share image (1200×630 PNG)",
          params: z.object({ file: z.string().regex(/^\d{1,9}\.png$/, "must be {id}.png") }),
          querystring: ogQuery,
          response: { 200: file },
        },
      },
      async (request, reply) =>
        sendPng(reply, await seo.companyImage(Number(request.params.file.slice(0, -4))), request.query.v),
    );
  };
