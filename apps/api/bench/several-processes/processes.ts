/** Small helpers for the child processes the harness starts: waiting for a condition, stopping by pid. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `ready` every 100 ms until it is true; throws after `ms` naming `what`. */
export async function waitFor(what: string, ms: number, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not done within ${ms / 1000} s`);
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to this one process, then SIGKILL if it is still there five seconds later. */
export async function stopByPid(pid: number, signal: NodeJS.Signals): Promise<void> {
  if (!alive(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}
