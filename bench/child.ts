/**
 * `npm start`'s server (the compiled build/server-node/main.js, built by `npm run bench` first) in a
 * child process, as deployed: the bench's own work (autocannon, clients) does not share its event
 * loop or add to its latencies. Used by bench/run.ts and bench/abuse.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../scripts/free-port.ts";
import { serverEntry } from "../scripts/server-build.mjs";

export interface Child {
  url: string;
  child: ChildProcess;
}

/** Starts the server with `processes` app processes (WEB_CONCURRENCY) and `env` on top of this process's environment; resolves once /api/health answers. */
export async function startChild(processes: number, env: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: String(processes),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error("The server did not answer /api/health within 180 s");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops the server (SIGTERM) and waits for it to exit. */
export async function stopChild({ child }: Child): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}
