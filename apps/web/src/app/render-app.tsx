import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";

/**
 * The app itself: React, the router, Mantine. main.tsx loads it in parallel with the first screen's code.
 *
 * `sliced` (the signed-in home, whose layout and screen main.tsx has evaluated and routes.tsx renders
 * without suspending): the first render runs in a transition, which React renders in slices of a few ms
 * with the browser's tasks between them, instead of one task of ~36 ms of CPU (~145 ms on Lighthouse's 4x
 * phone, the load's longest; decision 0401). Not on other first screens: a transition makes React hold
 * back a lazy screen's fallback and commit when it suspends (its "just noticeable difference" delays),
 * which made nested lazy routes crawl; only the home's first render is known not to suspend.
 */
export function renderApp(container: HTMLElement, { sliced }: { sliced: boolean }): void {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (sliced) startTransition(() => root.render(app));
  else root.render(app);
}
