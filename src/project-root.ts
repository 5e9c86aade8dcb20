/**
 * The project's root folder (the one with package.json, drizzle/ and build/), found from this
 * module's location: the same answer whether it runs from src/ (tsx, the tests) or from the
 * compiled server in build/server-node/ (npm start; docs/decisions/027), where import.meta.url
 * points at a bundle file, not at the source it came from. Anything the server reads from the
 * project's folders is found from here, never from its own module's location.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
