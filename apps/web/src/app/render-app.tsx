import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";

/**
 * The app itself: React, the router, Mantine. main.tsx loads it in parallel with the first screen's code.
 * Not rendered in a transition: React then holds back each lazy screen's fallback and commit for up to
 * seconds (its "just noticeable difference" delays), which made nested lazy routes crawl.
 */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
