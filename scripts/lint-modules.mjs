// npm run lint:modules — the module boundaries of .dependency-cruiser.cjs (issue 17, the README's
// "Module map") and the size of the API's functions (none over MAX_FUNCTION_LINES lines: rules live in
// small verb-named functions, not in one closure per module). Fails on a finding that is not in the
// known list (.module-lint-known.json), and on a known entry that no longer breaks it (the list only
// shrinks: remove the line once the dependency or the long function is gone).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import ts from "typescript";

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

export const MAX_FUNCTION_LINES = 150;

function apiSourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Seed data are tables of demo content, not rules.
      if (entry.name !== "seed" && entry.name !== "node_modules") out.push(...apiSourceFiles(full));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
    ) {
      out.push(full);
    }
  }
  return out;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText().split(".").pop();
    return `${callee}(callback)`;
  }
  return "(anonymous)";
}

/**
 * `function-over-150-lines: file name` of every function of `baseDir`/src/api (tests and seed data
 * aside) longer than MAX_FUNCTION_LINES lines, sorted. A function nested in a long one is named too.
 */
export function longFunctions(baseDir = ROOT) {
  const root = path.join(baseDir, "src/api");
  let files;
  try {
    files = apiSourceFiles(root);
  } catch {
    return [];
  }
  const found = [];
  for (const file of files) {
    const rel = path.relative(baseDir, file).split(path.sep).join("/");
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (last - first + 1 > MAX_FUNCTION_LINES) {
          found.push(`function-over-${MAX_FUNCTION_LINES}-lines: ${rel} ${functionName(node)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...new Set(found)].sort();
}

/** The dependencies and long functions still allowed while they are being removed. */
export function knownViolations(baseDir = ROOT) {
  try {
    return JSON.parse(readFileSync(path.join(baseDir, ".module-lint-known.json"), "utf8")).known ?? [];
  } catch {
    return [];
  }
}

export async function checkModules(baseDir = ROOT) {
  const found = [...(await moduleViolations(baseDir)), ...longFunctions(baseDir)];
  const known = new Set(knownViolations(baseDir));
  return {
    found,
    added: found.filter((v) => !known.has(v)),
    gone: [...known].filter((v) => !found.includes(v)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { found, added, gone } = await checkModules();
  for (const v of added) console.error(`forbidden — ${v}`);
  for (const v of gone) console.error(`fixed, remove it from .module-lint-known.json — ${v}`);
  const known = found.length - added.length;
  if (added.length || gone.length) process.exit(1);
  console.log(`Module boundaries and function sizes: nothing new (${known} known, being removed).`);
}
