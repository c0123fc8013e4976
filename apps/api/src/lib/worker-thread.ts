import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts the worker module `name` that lies beside the caller (`callerUrl` is the caller's
 * `import.meta.url`). From source (tests, `npm run dev`) that is `<name>.ts`, run through tsx: Node 20
 * does not apply `--import tsx` to a worker's entry module, so the worker registers tsx first. From the
 * bundle it is `dist/<name>.js`, which build.mjs writes as an entry of its own.
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  if (callerUrl.endsWith(".ts")) {
    const entry = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
    return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${entry}); })`, {
      ...options,
      eval: true,
    });
  }
  return new Worker(new URL(`./${name}.js`, callerUrl), options);
}
