// Builds the web app when the build is missing or older than its sources ("npm start builds what is missing").
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes(".test.")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["src/web", "src/common", "public"].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = [
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/precompress.ts",
  "package-lock.json",
]
  .map((f) => path.join(root, f))
  .filter(existsSync);
const newestSource = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => statSync(f).mtimeMs));

if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSource) {
  console.log("Building the web app (react-router build)…");
  execSync("npx react-router build", { cwd: root, stdio: "inherit" });
}
