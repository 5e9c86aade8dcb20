/**
 * Shared set-up of the tests that go through the web server as `npm start` serves it (pages from the
 * production build, built first when stale) and talk to it over raw sockets (node:net), for what no
 * HTTP client sends: Host headers that are no host names, HTTP/1.0 without Host.
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { expect } from "vitest";
import { PROJECT_ROOT } from "../../src/project-root.ts";
import { registerWeb } from "../../src/web-server.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";

/** The API with the web server's routes, listening on a random port; every log line in `logged`. */
export async function createWebTestApp(
  logged: Record<string, unknown>[],
): Promise<{ t: TestApp; port: number }> {
  // A clean environment: under Vitest (VITEST set), vite.config.ts leaves out the React Router plugin.
  const built = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-build.mjs")], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    encoding: "utf8",
    timeout: 170_000,
  });
  expect(built.status, built.stderr).toBe(0);
  const t = await createTestApp({
    logger: {
      level: "info",
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    } as never,
    extend: (app) =>
      registerWeb(app, {
        root: PROJECT_ROOT,
        dev: false,
        media: app.services.media,
        publicUrl: app.services.settings.publicUrl,
        version: "test",
        secureCookies: false,
      }),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as net.AddressInfo).port };
}

/** Sends `text` as it is over a new connection and reads the answer to its end: its status, head and body. */
export function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks).toString("utf8");
      const split = all.indexOf("\r\n\r\n");
      const head = split < 0 ? all : all.slice(0, split);
      const body = split < 0 ? "" : all.slice(split + 4);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    socket.write(text);
  });
}

/** A GET over a raw socket; `host` null sends none. */
export const rawGet = (
  port: number,
  target: string,
  host: string | null,
  opts: { version?: "1.0" | "1.1"; language?: string } = {},
) =>
  rawRequest(
    port,
    `GET ${target} HTTP/${opts.version ?? "1.1"}\r\n${host === null ? "" : `Host: ${host}\r\n`}${
      opts.language ? `Accept-Language: ${opts.language}\r\n` : ""
    }Connection: close\r\n\r\n`,
  );
