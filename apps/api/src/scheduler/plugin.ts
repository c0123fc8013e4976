import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { nightlySettings } from "../tenancy/backup/settings.ts";
import { type Scheduler, startScheduler } from "./scheduler.ts";

/**
 * Starts the scheduler when the app is ready and stops it when the app closes (SCHEDULER_ENABLED;
 * off under NODE_ENV=test unless a test asks for it, so API tests never run jobs behind their back).
 */
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app;
  if (!env.SCHEDULER_ENABLED) return;
  let scheduler: Scheduler | null = null;
  app.addHook("onReady", async () => {
    scheduler = startScheduler(app.db, {
      intervalMs: env.SCHEDULER_INTERVAL_MINUTES * 60_000,
      uploadDir: env.UPLOAD_DIR,
      log: (line) => app.log.info(line),
      backups: nightlySettings(env),
    });
  });
  app.addHook("onClose", async () => {
    await scheduler?.stop();
  });
});
