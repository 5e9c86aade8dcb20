import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The React Router plugin must not run inside Vitest (it expects a full app build).
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  build: {
    // Keep the client bundle honest: warn when a chunk grows past 256 kB (react-dom alone is ~215 kB).
    chunkSizeWarningLimit: 256,
    // The icon sprite stays a file: `<use href>` cannot point into a data: URL.
    assetsInlineLimit: (file) => (file.endsWith("/icons.svg") ? false : undefined),
  },
});
