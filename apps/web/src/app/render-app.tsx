import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";

/** The app itself: React, the router, Mantine. main.tsx loads it in parallel with the first screen's code. */
export function renderApp(container: HTMLElement): void {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for its whole length: a phone stays responsive (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
