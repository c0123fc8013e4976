import "./app/first-screen-styles.ts";
import { startFirstScreen } from "./app/first-screen.ts";

// Deliberately small, with no React: it starts the first screen's chunks and reads (first-screen.ts) at
// the same moment as the app's own code, instead of the app discovering them one after another as it renders.
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

startFirstScreen(window.location.pathname);
const { renderApp } = await import("./app/render-app.tsx");
renderApp(container);
