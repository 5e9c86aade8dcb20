import type { Config } from "@react-router/dev/config";

/** React Router framework mode: server-rendered, app code under src/web, output in build/. */
export default {
  ssr: true,
  appDirectory: "src/web",
  buildDirectory: "build",
  routeDiscovery: { mode: "initial" },
} satisfies Config;
