import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The modules of the browser's entry and of the root route: what every page loads. */
const SHELL_ROOTS = ["src/web/entry.client.tsx", "src/web/root.tsx"].map((f) => path.resolve(f));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module statically imported, directly or not, by the shell's roots (the roots excepted). */
function shellModules(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...SHELL_ROOTS];
  while (queue.length) {
    const id = queue.pop() as string;
    for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
      if (!seen.has(next) && !SHELL_ROOTS.includes(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return seen;
}

/**
 * One chunk for the modules every page loads anyway (React, the router, the header and footer,
 * the translations helper…): by default they came as some twenty files of 1-5 KB, each a request
 * that a phone on a slow link waits a round trip for before the page is interactive, and that
 * Lighthouse's simulation counts before the largest paint (docs/decisions/029, update of
 * 2026-11-28). No page loads more code than before: each of them loaded all of these.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  return {
    name: (id: string, ctx: ModuleGraph) => {
      shell ??= shellModules(ctx);
      return shell.has(id) ? "shell" : null;
    },
    priority: 10,
  };
}

export default defineConfig({
  // The React Router plugin must not run inside Vitest (it expects a full app build).
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  build: {
    // Keep the client bundle honest: warn when a chunk grows past 420 kB (the shell chunk below,
    // react-dom and the router with the page frame, is ~400 kB before compression, 126 kB after).
    chunkSizeWarningLimit: 420,
    // The icon sprite stays a file: `<use href>` cannot point into a data: URL.
    assetsInlineLimit: (file) => (file.endsWith("/icons.svg") ? false : undefined),
  },
  // The browser's build only: the server's modules are all in memory anyway.
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
