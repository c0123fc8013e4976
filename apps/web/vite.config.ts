import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API runs separately on port 3000; in production it serves this build itself
// (same origin), so the client always calls relative paths and only the dev server needs a proxy.
const apiTarget = "http://localhost:3000";
const proxiedPrefixes = ["/api", "/members", "/media", "/health", "/android", "/trainer"];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
