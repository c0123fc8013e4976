import { describe, expect, it } from "vitest";
import { type Manifest, routeFiles } from "./route-bundles.ts";

const manifest: Manifest = {
  "src/main.tsx": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_react-2.js"],
    dynamicImports: ["src/Login.tsx", "src/Home.tsx"],
    css: ["assets/index-1.css"],
  },
  "_react-2.js": { file: "assets/react-2.js" },
  "_form-3.js": { file: "assets/form-3.js", imports: ["_react-2.js"] },
  "src/Login.tsx": { file: "assets/Login-4.js", isDynamicEntry: true, imports: ["_form-3.js", "_react-2.js"] },
  "src/Home.tsx": {
    file: "assets/Home-5.js",
    isDynamicEntry: true,
    imports: ["_react-2.js", "_chart-6.js"],
    dynamicImports: ["src/Report.tsx"],
    css: ["assets/Home-5.css"],
  },
  "_chart-6.js": { file: "assets/chart-6.js" },
  "src/Report.tsx": { file: "assets/Report-7.js", isDynamicEntry: true, imports: ["_chart-6.js"] },
};

describe("routeFiles", () => {
  it("counts the entry, the route's lazy chunk and their static imports, each once", () => {
    expect(routeFiles(manifest, ["src/Login.tsx"])).toEqual({
      scripts: ["assets/Login-4.js", "assets/form-3.js", "assets/index-1.js", "assets/react-2.js"],
      styles: ["assets/index-1.css"],
    });
  });

  it("leaves out what the route only imports lazily and other screens' chunks", () => {
    const home = routeFiles(manifest, ["src/Home.tsx"]);
    expect(home.scripts).toEqual(["assets/Home-5.js", "assets/chart-6.js", "assets/index-1.js", "assets/react-2.js"]);
    expect(home.scripts).not.toContain("assets/Report-7.js");
    expect(home.styles).toEqual(["assets/Home-5.css", "assets/index-1.css"]);
  });

  it("refuses a module that is not a lazy chunk, so a renamed screen cannot pass the budget unmeasured", () => {
    expect(() => routeFiles(manifest, ["src/Gone.tsx"])).toThrow(/not a lazy chunk/);
    expect(() => routeFiles(manifest, ["_form-3.js"])).toThrow(/not a lazy chunk/);
  });

  it("needs exactly one entry", () => {
    expect(() => routeFiles({}, [])).toThrow(/one entry/);
  });
});
