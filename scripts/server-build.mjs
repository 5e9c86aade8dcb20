// The server bundle: src/main.ts and every module of src/ it imports, compiled to JavaScript by
// esbuild into build/server-node/ (docs/decisions/027). npm packages stay external: they are loaded
// from node_modules as they are, since several find files relative to their own package.
// Used by scripts/ensure-build.mjs (npm start, npm run bench, the browser tests) and the tests.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const serverOutDir = path.join(root, "build/server-node");
/** What `npm start` runs: `node build/server-node/main.js`. */
export const serverEntry = path.join(serverOutDir, "main.js");

/** Newest modification time under `dir`, test files aside (optionally skipping sub-folders). */
export function newestMtime(dir, skip = []) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(full)) newest = Math.max(newest, newestMtime(full, skip));
    } else if (!entry.name.includes(".test.")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * True when the bundle is missing or older than what it is built from: src/ (the web app, src/web,
 * is React Router's build), the lock file, tsconfig.json and this script.
 */
export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const inputs = ["package-lock.json", "tsconfig.json", "scripts/server-build.mjs"].map((f) =>
    path.join(root, f),
  );
  const newest = Math.max(
    newestMtime(path.join(root, "src"), [path.join(root, "src/web")]),
    ...inputs.filter(existsSync).map((f) => statSync(f).mtimeMs),
  );
  return statSync(serverEntry).mtimeMs < newest;
}

/**
 * npm packages are loaded from node_modules at run time, except their JSON files (country names),
 * which are bundled: Node.js would need an import attribute to load them.
 */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, (args) =>
      args.path.endsWith(".json") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the server. ES modules with code splitting: what the server imports only when needed
 * (`await import(…)`: the demo data, the spreadsheet code, the mailer…) lands in chunks of its own
 * that a process loads only if it uses them.
 */
export async function buildServer({ outdir = serverOutDir } = {}) {
  const esbuild = await import("esbuild");
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: "src/main.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    plugins: [packagesExternal],
    sourcemap: "linked",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
  });
}

// `node scripts/server-build.mjs` (part of `npm run build`): compile now.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
