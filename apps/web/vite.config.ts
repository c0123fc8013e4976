import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";
import { preloadApp } from "./build/preload-app.ts";

// In development the API runs separately on port 3000; in production it serves this build itself
// (same origin), so the client always calls relative paths and only the dev server needs a proxy.
const apiTarget = "http://localhost:3000";
const proxiedPrefixes = ["/api", "/members", "/media", "/health", "/android", "/trainer"];

export default defineConfig({
  plugins: [react(), preloadApp("src/app/render-app.tsx"), precompress()],
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen loads, read by the size budget (build/check-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            {
              name: "ui-core",
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Alert|Button|Center|Code|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title|Input|InputBase|UnstyledButton|CloseButton|ActionIcon|Transition|VisuallyHidden|Group)[\\/]))/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
