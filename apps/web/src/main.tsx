import "./app/first-screen-styles.ts";
import { startFirstScreen } from "./app/first-screen.ts";

// Deliberately small, with no React: it starts the first screen's chunks and reads (first-screen.ts) at
// the same moment as the app's own code, instead of the app discovering them one after another as it renders.
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const firstScreen = startFirstScreen(window.location.pathname);
// Evaluating a chunk and all it imports is one task of the main thread, and Lighthouse counts every
// part of a task over 50 ms (at its 4x CPU slowdown) as blocking time. So the page's code is evaluated
// in four tasks, each under that once slowed down, rather than in one: React and the router, then the
// app (Mantine's core, the routes), then the first screen's chunks (already downloading, index.html's
// inline script and first-screen.ts), then React's first render, which finds the layout and the home
// evaluated (issue 28 §1, decision 0392).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await import("react-dom/client");
await nextTask();
const { renderApp } = await import("./app/render-app.tsx");
await nextTask();
if (firstScreen.preloadedByPage) {
  // The home's shell creates en-IN number formatters as it is evaluated (lib/amount.ts, the one money
  // format); the page's first en-IN number format loads ICU's locale data, which made the shell's task the
  // longest. Loaded here, in a task of its own, by formatting a zero that is shown nowhere (decision 0401).
  (0).toLocaleString("en-IN", { maximumFractionDigits: 2 });
  await nextTask();
}
await firstScreen.evaluate();
await nextTask();
// The signed-in home renders its first render in slices (render-app.tsx, decision 0401).
renderApp(container, { sliced: firstScreen.preloadedByPage });
