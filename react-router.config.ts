import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDir } from "./scripts/precompress.ts";

/** React Router framework mode: server-rendered, app code under src/web, output in build/. */
export default {
  ssr: true,
  appDirectory: "src/web",
  buildDirectory: "build",
  routeDiscovery: { mode: "initial" },
  // The .br and .gz copies of the browser's files, served as they are (docs/decisions/029).
  async buildEnd({ reactRouterConfig }) {
    await precompressDir(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
