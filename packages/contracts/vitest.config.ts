import { defineConfig } from "vitest/config";

// Pure functions and schemas, no global state: a worker keeps its imports (zod, the catalogue) from one file to
// the next instead of starting again for each file (decision 0404).
export default defineConfig({ test: { name: "contracts", include: ["test/**/*.test.ts"], isolate: false } });
