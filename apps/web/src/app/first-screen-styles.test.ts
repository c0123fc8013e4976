import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MANTINE_STYLES = join(dirname(createRequire(import.meta.url).resolve("@mantine/core/styles.css")), "styles");

/** What renders before DashboardLayout or PublicGymSectionPage (which import all of Mantine's styles) has loaded. */
const FIRST_SCREENS = ["app/render-app.tsx", "features/auth/pages/LoginPage.tsx"];
/** The signed-in first screen: the layout and the home, whose styles are layout/shell-styles.ts (decision 0307). */
const SHELL_SCREENS = ["app/layout/DashboardLayout.tsx", "features/dashboard/pages/DashboardHomePage.tsx"];

/** Styles a component needs besides its own file (Mantine's per-component import notes). */
const NEEDS: Record<string, string[]> = {
  TextInput: ["Input"],
  PasswordInput: ["Input", "ActionIcon"],
  Button: ["UnstyledButton", "Loader"],
  ActionIcon: ["UnstyledButton", "Loader"],
  CloseButton: ["UnstyledButton"],
  Alert: ["CloseButton"],
  Modal: ["ModalBase", "Overlay", "CloseButton"],
  Menu: ["Popover", "UnstyledButton"],
  LoadingOverlay: ["Overlay", "Loader"],
  Notification: ["CloseButton", "Loader"],
  NavLink: ["UnstyledButton"],
  Burger: ["UnstyledButton"],
  Anchor: ["Text"],
  AppShell: ["ScrollArea"],
};

/** Relative files a source file imports statically (lazy `import()` chunks load their own styles). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']/gm)].map((m) => m[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier)).filter((path) => existsSync(path));
}

/**
 * Mantine components a file imports and uses; one imported only for `Name.extend(...)` (the theme's
 * defaults for notifications, which the dashboard layout mounts) renders nothing on that screen (nor does its key in `components: { Name: ... }`).
 */
function mantineComponents(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const body = source.replace(/^import[^;]*;/gm, "");
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)].flatMap((m) =>
    m[1]!
      .split(",")
      .map((name) => name.trim().replace(/^type\s+/, ""))
      .filter((name) => /^[A-Z]/.test(name))
      .filter((name) => new RegExp(`\\b${name}\\b(?!\\.extend\\(|\\s*:)`).test(body)),
  );
}

function firstScreenComponents(screens: readonly string[] = FIRST_SCREENS): Set<string> {
  const seen = new Set<string>();
  const pending = screens.map((file) => join(SRC, file));
  const components = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const name of mantineComponents(file)) components.add(name);
    pending.push(...staticImports(file));
  }
  return components;
}

function importedStyles(file = "app/first-screen-styles.ts"): string[] {
  const source = readFileSync(join(SRC, file), "utf8");
  return [...source.matchAll(/import "@mantine\/core\/styles\/([\w-]+)\.css";/g)].map((m) => m[1]!);
}

describe("first-screen styles", () => {
  it("imports the styles of every Mantine component the first screens render", () => {
    const needed = new Set<string>();
    const add = (name: string) => {
      if (existsSync(join(MANTINE_STYLES, `${name}.css`))) needed.add(name);
      for (const dependency of NEEDS[name] ?? []) add(dependency);
    };
    for (const component of firstScreenComponents()) add(component);
    expect(needed.size).toBeGreaterThan(5);
    const missing = [...needed].filter((name) => !importedStyles().includes(name));
    expect(missing, "add these to app/first-screen-styles.ts").toEqual([]);
  });

  it("starts with Mantine's base styles and keeps the order of Mantine's styles.css", () => {
    const styles = importedStyles();
    expect(styles.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
    const full = readFileSync(join(MANTINE_STYLES, "../styles.css"), "utf8");
    const positions = styles.map((name) => {
      const text = readFileSync(join(MANTINE_STYLES, `${name}.css`), "utf8").trim();
      return full.indexOf(text.slice(Math.floor(text.length / 2), Math.floor(text.length / 2) + 60));
    });
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("the signed-in first screen's styles (layout/shell-styles.ts)", () => {
  it("imports, with the first screens' sheet, the styles of every Mantine component the layout and the home render", () => {
    const needed = new Set<string>();
    const add = (name: string) => {
      if (existsSync(join(MANTINE_STYLES, `${name}.css`))) needed.add(name);
      for (const dependency of NEEDS[name] ?? []) add(dependency);
    };
    for (const component of firstScreenComponents(SHELL_SCREENS)) add(component);
    expect(needed.size).toBeGreaterThan(5);
    const imported = [...importedStyles(), ...importedStyles("app/layout/shell-styles.ts")];
    const missing = [...needed].filter((name) => !imported.includes(name));
    expect(missing, "add these to app/layout/shell-styles.ts").toEqual([]);
  });

  it("keeps the order of Mantine's styles.css and repeats nothing of the first screens' sheet", () => {
    const styles = importedStyles("app/layout/shell-styles.ts");
    expect(styles.filter((name) => importedStyles().includes(name))).toEqual([]);
    const full = readFileSync(join(MANTINE_STYLES, "../styles.css"), "utf8");
    const positions = styles.map((name) => {
      const text = readFileSync(join(MANTINE_STYLES, `${name}.css`), "utf8").trim();
      return full.indexOf(text.slice(Math.floor(text.length / 2), Math.floor(text.length / 2) + 60));
    });
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
