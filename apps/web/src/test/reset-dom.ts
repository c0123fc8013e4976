import { notifications } from "@mantine/notifications";
import { resetFirstScreenForTests } from "../lib/after-first-screen.ts";

/**
 * The component files' shared window and the app's page-long state, back to a page load's (setup.ts,
 * decision 0404): Mantine's toasts live in a store of their module, not in the tree that unmounted; the
 * first screen is shown once a visit; storage and the address are the window's.
 */
export function resetDomBetweenFiles(): void {
  notifications.clean();
  resetFirstScreenForTests();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", "/");
}
