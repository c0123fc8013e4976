import { describe, expect, it } from "vitest";
import { firstScreenChunk, type ModuleGraphInfo, staticReach } from "./first-screen-chunk.ts";

const NM = "/repo/node_modules";
const graph: Record<string, ModuleGraphInfo> = {
  "/app/main.tsx": { code: 'import "./render-app.tsx";', importedIds: ["/app/render-app.tsx"] },
  "/app/render-app.tsx": { code: 'import { Button } from "@ui/core";', importedIds: [`${NM}/@ui/core/index.mjs`] },
  "/app/Layout.tsx": {
    code: 'import { Button, Modal as Dialog } from "@ui/core";\nimport { helper } from "./helper.ts";',
    importedIds: [`${NM}/@ui/core/index.mjs`, "/app/helper.ts"],
  },
  "/app/Home.tsx": { code: 'import { helper } from "./helper.ts";', importedIds: ["/app/helper.ts"] },
  "/app/helper.ts": { code: "", importedIds: [] },
  // A barrel: re-exports every component of the library.
  [`${NM}/@ui/core/index.mjs`]: {
    code: [
      'import { Button } from "./Button.mjs";',
      'export { default as Modal } from "./Modal.mjs";',
      'import { Table } from "./Table.mjs";',
    ].join("\n"),
    importedIds: [`${NM}/@ui/core/Button.mjs`, `${NM}/@ui/core/Modal.mjs`, `${NM}/@ui/core/Table.mjs`],
  },
  [`${NM}/@ui/core/Button.mjs`]: { code: "", importedIds: [] },
  [`${NM}/@ui/core/Modal.mjs`]: { code: "", importedIds: [`${NM}/@ui/core/Portal.mjs`] },
  [`${NM}/@ui/core/Portal.mjs`]: { code: "", importedIds: [] },
  [`${NM}/@ui/core/Table.mjs`]: { code: "", importedIds: [] },
};
const getModuleInfo = (id: string) => graph[id] ?? null;

describe("staticReach", () => {
  it("follows a barrel only to the names imported from it", () => {
    const reach = staticReach(getModuleInfo, ["/app/Layout.tsx"], 2);
    expect([...reach].sort()).toEqual(
      [
        "/app/Layout.tsx",
        "/app/helper.ts",
        `${NM}/@ui/core/Button.mjs`,
        `${NM}/@ui/core/Modal.mjs`,
        `${NM}/@ui/core/Portal.mjs`,
      ].sort(),
    );
  });
});

describe("firstScreenChunk", () => {
  it("names what the screens import and the app has not loaded, and nothing else", () => {
    const name = firstScreenChunk("shell", ["/app/Layout.tsx", "/app/Home.tsx"], ["/app/main.tsx"], undefined, 2);
    const ctx = { getModuleInfo };
    const named = Object.keys(graph).filter((id) => name(id, ctx) === "shell");
    expect(named.sort()).toEqual(
      [
        "/app/Home.tsx",
        "/app/Layout.tsx",
        "/app/helper.ts",
        `${NM}/@ui/core/Modal.mjs`,
        `${NM}/@ui/core/Portal.mjs`,
      ].sort(),
    );
  });

  it("leaves out what it is told to", () => {
    const name = firstScreenChunk("shell", ["/app/Layout.tsx"], ["/app/main.tsx"], /helper/, 2);
    expect(name("/app/helper.ts", { getModuleInfo })).toBeNull();
    expect(name("/app/Layout.tsx", { getModuleInfo })).toBe("shell");
  });
});
