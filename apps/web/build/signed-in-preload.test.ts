// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  SIGNED_IN_PRELOAD_META,
  SIGNED_IN_PRELOAD_SCRIPT,
} from "../../../packages/contracts/src/web/signed-in-preload.ts";
import { type ChunkWithCss, signedInFiles } from "./signed-in-preload.ts";

const chunk = (fileName: string, size: number, imports: string[] = [], extra: Partial<ChunkWithCss> = {}) => ({
  [fileName]: { type: "chunk" as const, fileName, imports, code: "x".repeat(size), ...extra },
});

describe("signedInFiles", () => {
  const bundle: Record<string, ChunkWithCss> = {
    ...chunk("assets/framework.js", 900),
    ...chunk("assets/shell.js", 500, ["assets/framework.js"], {
      viteMetadata: { importedCss: new Set(["assets/shell.css"]) },
    }),
    ...chunk("assets/Layout.js", 10, ["assets/shell.js", "assets/framework.js"], {
      facadeModuleId: "/repo/apps/web/src/app/layout/DashboardLayout.tsx",
    }),
    ...chunk("assets/Home.js", 20, ["assets/shell.js"], {
      facadeModuleId: "/repo/apps/web/src/features/dashboard/pages/DashboardHomePage.tsx",
    }),
  };
  const modules = ["src/app/layout/DashboardLayout.tsx", "src/features/dashboard/pages/DashboardHomePage.tsx"];

  it("lists the screens' chunks and what they import, largest first, then their style sheets, less index.html's own", () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/framework.js">';
    expect(signedInFiles(bundle, modules, html)).toEqual([
      "/assets/shell.js",
      "/assets/Home.js",
      "/assets/Layout.js",
      "/assets/shell.css",
    ]);
  });

  it("fails the build when a screen is no longer a lazy chunk", () => {
    expect(() => signedInFiles(bundle, ["src/Gone.tsx"], "")).toThrow(/no chunk for src\/Gone.tsx/);
  });
});

describe("the inline script (packages/contracts' signed-in-preload.ts)", () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = "";
    // The window is the next component file's too (decision 0404): back to the address it starts at.
    history.replaceState(null, "", "/");
  });

  const run = (path: string, token: string | null) => {
    history.replaceState(null, "", path);
    if (token) localStorage.setItem("gym_token", token);
    document.head.innerHTML = `<meta name="${SIGNED_IN_PRELOAD_META}" content="/assets/shell.js /assets/Home.js /assets/shell.css">`;
    new Function(SIGNED_IN_PRELOAD_SCRIPT)();
    return [...document.head.querySelectorAll("link")].map((link) => ({
      rel: link.rel,
      as: link.getAttribute("as"),
      href: link.getAttribute("href"),
      crossorigin: link.getAttribute("crossorigin"),
    }));
  };

  it("with a stored session on a path that ends on the home, preloads the listed files (style sheets as styles)", () => {
    for (const path of ["/", "/login", "/dashboard", "/dashboard/"]) {
      expect(run(path, "a.b.c"), path).toEqual([
        { rel: "modulepreload", as: null, href: "/assets/shell.js", crossorigin: "" },
        { rel: "modulepreload", as: null, href: "/assets/Home.js", crossorigin: "" },
        { rel: "preload", as: "style", href: "/assets/shell.css", crossorigin: "" },
      ]);
      localStorage.clear();
      document.head.innerHTML = "";
    }
  });

  it("preloads nothing without a session (the sign-in page) or on another screen", () => {
    expect(run("/login", null)).toEqual([]);
    expect(run("/dashboard/membersList", "a.b.c")).toEqual([]);
    expect(run("/g/demo_gym/feedback", "a.b.c")).toEqual([]);
  });
});
