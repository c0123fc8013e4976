/*
 * The code a signed-in screen needs only after its content is shown: the dialogs' and notifications'
 * providers, the tooltips, the header's More menu, the membership ring (issue 28 §1, decision 0382). It
 * used to load one timer after the layout's first commit, so on the home it downloaded while the home's
 * reads and the tiles were still on their way: in Lighthouse's simulated load (1.6 Mbit/s) those ~55 KiB
 * and nine requests stood between the first paint and the largest one. Now the home says when its figures
 * are on the screen; any other screen is "shown" at its layout's first commit.
 */

/** A home that never gets its figures (a read that hangs) still gets its dialogs and tooltips after this. */
export const FIRST_SCREEN_FALLBACK_MS = 3000;

let shown = false;
const waiting = new Set<() => void>();

/** Declares the first screen's content shown; what waits for it starts (once) after a timer, so the browser paints first. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Whether the first screen has been shown (later screens of the same visit never wait). */
export function firstScreenShown(): boolean {
  return shown;
}

/**
 * Runs `task` in a timer once the first screen is shown (at once if it already was). Returns a function
 * that cancels it, for an effect's clean-up.
 */
export function afterFirstScreen(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    waiting.delete(run);
    timer = setTimeout(task, 0);
  };
  if (shown) run();
  else waiting.add(run);
  return () => {
    waiting.delete(run);
    clearTimeout(timer);
  };
}

/** The path of the home, whose figures mark the first screen shown (DashboardHomePage). */
export function isHomePath(pathname: string): boolean {
  return (pathname.replace(/\/+$/, "") || "/") === "/dashboard";
}

/** For tests: the module's state as at a page load. */
export function resetFirstScreenForTests(): void {
  shown = false;
  waiting.clear();
}
