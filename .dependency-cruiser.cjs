/**
 * Module boundaries (issue 17; the README's "Module map"), checked by `npm run lint:modules` in CI.
 * A rule names the direction a dependency may not take; `known` lists the dependencies that break a
 * rule today and are being removed (each one removed must leave the list: an entry that no longer
 * matches anything fails the check too, see scripts/lint-modules.mjs).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "module-queries-are-private",
      comment:
        "A module's queries.ts (or <part>-queries.ts) is its own SQL: another module calls its service (or the listings core), never its queries.",
      severity: "error",
      from: { path: "^src/api/modules/([^/]+)/" },
      to: {
        path: ["^src/api/modules/[^/]+/queries\\.ts$", "^src/api/modules/[^/]+/[a-z-]+-queries\\.ts$"],
        pathNot: "^src/api/modules/$1/",
      },
    },
    {
      name: "ui-does-not-import-features",
      comment: "src/web/ui is the design system: generic parts that know no feature.",
      severity: "error",
      from: { path: "^src/web/ui/" },
      to: { path: "^src/web/(features|routes|layouts)/" },
    },
    {
      name: "common-depends-on-nothing-of-ours",
      comment: "src/common is shared by the API and the web app: it imports neither.",
      severity: "error",
      from: { path: "^src/common/" },
      to: { path: "^src/(api|web)/" },
    },
    {
      name: "api-does-not-import-web",
      comment: "The REST API knows nothing of the pages.",
      severity: "error",
      from: { path: "^src/api/" },
      to: { path: "^src/web/" },
    },
    {
      name: "web-does-not-import-api",
      comment: "Pages reach the API through the typed client (src/common/api-client.ts), never its code.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/api/" },
    },
    {
      name: "modules-do-not-import-routes",
      comment: "A module's routes.ts is its HTTP face; other modules use its service.",
      severity: "error",
      from: { path: "^src/api/modules/([^/]+)/" },
      to: { path: "^src/api/modules/[^/]+/routes\\.ts$", pathNot: "^src/api/modules/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
