import { it } from "vitest";
import { writeFileSync } from "node:fs";
import { createTestApp } from "../setup/app.ts";
it("routes", async () => {
  const t = await createTestApp();
  writeFileSync("/tmp/wl/routes.txt", t.app.printRoutes({ commonPrefix: false, includeHooks: false, method: undefined }));
  await t.close();
});
