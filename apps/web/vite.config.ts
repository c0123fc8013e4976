import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreenChunk } from "./build/first-screen-chunk.ts";
import { precompress } from "./build/precompress.ts";
import { preloadApp } from "./build/preload-app.ts";
import { signedInPreload } from "./build/signed-in-preload.ts";

// In development the API runs separately on port 3000; in production it serves this build itself
// (same origin), so the client always calls relative paths and only the dev server needs a proxy.
const apiTarget = "http://localhost:3000";
const proxiedPrefixes = ["/api", "/members", "/media", "/health", "/android", "/trainer"];
// The gym's public page /g/<schema> (with its query) and its script /g/-/... are the API's HTML
// (decision 0194); /g/<schema>/feedback stays this app's route.
const proxiedPatterns = ["^/g/[^/?]+/?(\\?.*)?$", "^/g/-/"];

const FIRST_SCREEN_COMPONENTS = [
  "Alert",
  "Button",
  "Center",
  "Code",
  "Loader",
  "Paper",
  "PasswordInput",
  "Stack",
  "Text",
  "TextInput",
  "Title",
  "Input",
  "InputBase",
  "UnstyledButton",
  "CloseButton",
  "ActionIcon",
  "Transition",
  "VisuallyHidden",
  "Group",
];
const FIRST_SCREEN_MANTINE = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|components[\\\\/](${FIRST_SCREEN_COMPONENTS.join("|")}))[\\\\/]`,
);

/**
 * Small app modules the sign-in page and the dashboard's chunks share (the loading and not-found screens, the
 * retry alert, two hooks, the icons' factory): each was a chunk of its own of 0.4-1.1 kB, seven requests
 * that every first visit made beside the app's; in ui-core, which every first visit loads, they are none
 * (issue 28 §1, decision 0383). Over HTTP/1.1's six connections they also held the signed-in home's
 * preloaded chunks back.
 */
const APP_COMMON =
  /[\\/](src[\\/](components[\\/]ui[\\/](RetryAlert|LoadingScreen|NotFoundMessage)\.tsx|lib[\\/](use-stored-session|use-page-title)\.ts)|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs)$/;

/**
 * The modules main.tsx runs before the app: app/first-screen.ts and what it imports (first-screen-imports.ts,
 * which routes.tsx shares: decision 0401), and Vite's preload helper.
 */
const FIRST_REQUESTS =
  /preload-helper|[\\/]src[\\/](app[\\/]first-screen-imports|lib[\\/](early-paths|early-requests|session-storage|api-client|api-error)|features[\\/]dashboard[\\/](api[\\/]home-reads|utils[\\/]report-period))\.ts$/;

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** The signed-in first screen, and the app code the sign-in page has already loaded (decision 0306). */
const SIGNED_IN_FIRST_SCREEN_GRAPH = firstScreenChunk(
  "dashboard-shell",
  [source("app/layout/DashboardLayout.tsx"), source("features/dashboard/pages/DashboardHomePage.tsx")],
  [source("main.tsx"), source("app/render-app.tsx")],
  // The contracts' barrel and zod: the screens use a few texts and helpers from them, but a walk of
  // the imports reaches every area's schemas and zod's locales, which tree-shaking drops.
  /[\\/](packages[\\/]contracts|node_modules[\\/]zod)[\\/]/,
);
/**
 * The contracts' modules the shell imports and only dashboard screens share (the front desk's texts, the
 * collection-rate rule, the endpoint catalogue the menus filter by role): four chunks of ~0.3-23 kB raw that
 * were four more requests on the first screen's path (issue 28 §1, decision 0383). Every screen that
 * imports one of them is under the dashboard's layout, which has loaded the shell. The catalogue's entries
 * are one file per area (catalogue/areas/): without them here they made a chunk of their own (named
 * `trainers`, 23.6 kB raw, 2.3 kB gzip), one more request on the home's path (decision 0402).
 */
const CONTRACTS_IN_SHELL =
  /[\\/]packages[\\/]contracts[\\/]src[\\/](areas[\\/]attendance[\\/]texts|areas[\\/]member-payments[\\/]rules|catalogue[\\/](types|endpoints|areas[\\/][\w-]+))\.ts$/;
const SIGNED_IN_FIRST_SCREEN: typeof SIGNED_IN_FIRST_SCREEN_GRAPH = (id, ctx) =>
  CONTRACTS_IN_SHELL.test(id) ? "dashboard-shell" : SIGNED_IN_FIRST_SCREEN_GRAPH(id, ctx);

/**
 * What the signed-in screens load once the first screen is shown (lib/after-first-screen.ts): the dialogs'
 * and notifications' providers (decision 0316), the tooltip, the header's More menu and the membership ring
 * (decision 0364), in one request instead of nine (Modal, Menu, Popover, floating-ui, ...: decision 0383):
 * what they import beyond the app, the layout and the home.
 */
const DASHBOARD_OVERLAYS = firstScreenChunk(
  "dashboard-overlays",
  [
    source("app/layout/DashboardOverlays.tsx"),
    source("components/ui/mantine-tooltip.ts"),
    source("app/navigation/MoreMenu.tsx"),
    source("features/dashboard/components/MembershipRingChart.tsx"),
  ],
  [
    source("main.tsx"),
    source("app/render-app.tsx"),
    source("app/layout/DashboardLayout.tsx"),
    source("features/dashboard/pages/DashboardHomePage.tsx"),
  ],
  /[\\/](packages[\\/]contracts|node_modules[\\/]zod)[\\/]/,
);

export default defineConfig({
  plugins: [
    react(),
    preloadApp("src/app/render-app.tsx"),
    // main.tsx's first import, React's client (a facade of the framework chunk): without a preload it was
    // requested only once the entry had run, one round trip before React could start (decision 0402).
    preloadApp("node_modules/react-dom/client.js"),
    // The signed-in home's chunks, preloaded from index.html when a session is stored (decision 0384).
    signedInPreload(["src/app/layout/DashboardLayout.tsx", "src/features/dashboard/pages/DashboardHomePage.tsx"]),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(
      [...proxiedPrefixes, ...proxiedPatterns].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen loads, read by the size budget (build/check-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Two chunks every first visit needs, instead of ~20 small shared ones (each a request over
        // HTTP/1.1): the libraries that change least, and Mantine's core with the components the first
        // screens render (the list in app/first-screen-styles.ts). Decision 0096.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            {
              name: "ui-core",
              test: (id: string) => FIRST_SCREEN_MANTINE.test(id) || APP_COMMON.test(id),
              priority: 2,
            },
            // What main.tsx runs before the app (the token, the early reads and their URLs): one request,
            // not one per module that the app's chunks share with it (issue 28 §1, decision 0365).
            { name: "first-requests", test: FIRST_REQUESTS, priority: 4 },
            // Everything else the dashboard's layout and home import, in one request (decision 0306).
            { name: SIGNED_IN_FIRST_SCREEN, priority: 1, includeDependenciesRecursively: false },
            // What DashboardLayout loads after the first paint (decision 0316), in one request.
            { name: DASHBOARD_OVERLAYS, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
