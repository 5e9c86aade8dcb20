// npm run lint:modules — the module boundaries of .dependency-cruiser.cjs (issue 17, the README's
// "Module map"). Fails on a dependency that breaks a rule and is not in the known list
// (.module-lint-known.json), and on a known entry that no longer breaks it (the list only shrinks:
// remove the line once the dependency is gone).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `rule: from → to` of every dependency under `baseDir`/src that breaks a rule of the project's config. */
export async function moduleViolations(baseDir = ROOT) {
  const options = await extractDepcruiseOptions(path.join(ROOT, ".dependency-cruiser.cjs"));
  const result = await cruise(
    ["src"],
    { ...options, baseDir, validate: true, outputType: "json" },
    undefined,
    { tsConfig: extractTSConfig(path.join(ROOT, "tsconfig.json")) },
  );
  const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
  return output.summary.violations
    .filter((v) => v.rule.severity === "error")
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
    .sort();
}

/** The dependencies still allowed while they are being removed. */
export function knownViolations(baseDir = ROOT) {
  try {
    return JSON.parse(readFileSync(path.join(baseDir, ".module-lint-known.json"), "utf8")).known ?? [];
  } catch {
    return [];
  }
}

export async function checkModules(baseDir = ROOT) {
  const found = await moduleViolations(baseDir);
  const known = new Set(knownViolations(baseDir));
  return {
    found,
    added: found.filter((v) => !known.has(v)),
    gone: [...known].filter((v) => !found.includes(v)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { found, added, gone } = await checkModules();
  for (const v of added) console.error(`forbidden import — ${v}`);
  for (const v of gone) console.error(`fixed, remove it from .module-lint-known.json — ${v}`);
  const known = found.length - added.length;
  if (added.length || gone.length) process.exit(1);
  console.log(`Module boundaries: no new forbidden import (${known} known, being removed).`);
}
