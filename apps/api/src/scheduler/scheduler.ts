import type { Database } from "../db/database.ts";
import type { NightlySettings } from "../tenancy/backup/nightly.ts";
import { runScheduledJobs } from "./run-jobs.ts";

export interface SchedulerOptions {
  intervalMs: number;
  uploadDir: string;
  log: (line: string) => void;
  /** Only these gyms (tests); default every active gym. */
  schemas?: string[];
  backups?: NightlySettings;
}

export interface Scheduler {
  /** Resolves when a pass that is under way has finished; no further pass starts. */
  stop(): Promise<void>;
}

/**
 * Runs the scheduled jobs at start and then every `intervalMs`, inside the API process. Passes never
 * overlap within a process; the timer is unref'd, so it never keeps a process alive by itself.
 */
export function startScheduler(db: Database, options: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      const { results } = await runScheduledJobs(db, {
        uploadDir: options.uploadDir,
        log: options.log,
        schemas: options.schemas,
        backups: options.backups,
      });
      const failed = results.filter((r) => r.error).length;
      if (failed) options.log(`scheduler: ${failed} job run(s) failed in this pass`);
    } catch (error) {
      options.log(`scheduler: pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const tick = () => {
    if (stopped) return;
    running = pass().finally(() => {
      if (!stopped) {
        timer = setTimeout(tick, options.intervalMs);
        timer.unref();
      }
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
