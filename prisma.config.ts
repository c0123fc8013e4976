import { defineConfig } from "prisma/config";

// Only `prisma generate` runs here; migrations are applied by the project's own migrator
// (apps/api/src/db/migrator.ts) because the Prisma schema engine cannot be downloaded offline.
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
