// Builds what is missing or older than its sources ("npm start builds what is missing"): the web app
// (react-router build) and the compiled server (scripts/server-build.mjs, docs/decisions/027).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { buildServer, newestMtime, root, serverBuildIsStale } from "./server-build.mjs";

const bundle = path.join(root, "build/server/index.js");

const sources = ["src/web", "src/common", "public"].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = [
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/precompress.ts",
  "package-lock.json",
]
  .map((f) => path.join(root, f))
  .filter(existsSync);
const newestSource = Math.max(
  ...sources.map((d) => newestMtime(d)),
  ...configFiles.map((f) => statSync(f).mtimeMs),
);

if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSource) {
  console.log("Building the web app (react-router build)…");
  execSync("npx react-router build", { cwd: root, stdio: "inherit" });
}

if (serverBuildIsStale()) {
  console.log("Compiling the server (build/server-node)…");
  await buildServer();
}
