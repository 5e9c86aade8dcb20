/**
 * A local fake of an analytics provider and a tag manager for the consent journey (never the
 * internet): GET /analytics.js and /tags.js answer a script that sets its own first-party cookie
 * (`fa_id`, `ft_id`, as such scripts do) and calls back GET /collect?group=…; every request is
 * recorded, so a test sees on the network whether anything was loaded or sent.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeAnalytics {
  url: string;
  /** Paths (with query) requested since the last `reset()`, in order. */
  requests: string[];
  reset(): void;
  close(): Promise<void>;
}

function script(origin: string, cookie: string, group: string): string {
  return `document.cookie = "${cookie}=" + Math.random().toString(36).slice(2) + "; path=/; max-age=3600";
fetch("${origin}/collect?group=${group}", { mode: "no-cors" });`;
}

export async function startFakeAnalytics(): Promise<FakeAnalytics> {
  const requests: string[] = [];
  let origin = "";
  const server = createServer((req, res) => {
    requests.push(req.url ?? "/");
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/analytics.js" || path === "/tags.js") {
      const analytics = path === "/analytics.js";
      res.setHeader("content-type", "text/javascript");
      res.end(script(origin, analytics ? "fa_id" : "ft_id", analytics ? "analytics" : "marketing"));
      return;
    }
    res.setHeader("access-control-allow-origin", "*");
    res.statusCode = path === "/collect" ? 204 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    reset: () => {
      requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
