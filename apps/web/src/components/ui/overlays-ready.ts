/*
 * The dashboard mounts its dialogs and notifications (app/layout/DashboardOverlays.tsx) after the first
 * screen has painted (issue 28 §1, decision 0316). `modals.*` of @mantine/modals are window events that
 * only a mounted ModalsProvider hears, so a dialog asked for in between waits here and opens when they
 * mount. (Notifications need no waiting: Mantine keeps them in a store the component reads when it mounts.)
 * Where nothing defers them (a test rendering its own ModalsProvider), dialogs open at once.
 */
let deferred = 0;
const waiting: Array<() => void> = [];

/** Runs `open` now, or once the deferred dialogs' provider has mounted. */
export function whenOverlaysReady(open: () => void): void {
  if (deferred === 0) open();
  else waiting.push(open);
}

/**
 * Declares that the dialogs' provider mounts later; call the returned function when it has mounted (or
 * when the screen that was to mount it goes away). Calling it again does nothing.
 */
export function deferOverlays(): () => void {
  deferred += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    deferred -= 1;
    if (deferred === 0) for (const open of waiting.splice(0)) open();
  };
}
