import { describe, expect, it } from "vitest";
import { type ChunkInfo, staticImportClosure } from "./preload-app.ts";

const chunk = (fileName: string, size: number, imports: string[] = []): ChunkInfo => ({
  type: "chunk",
  fileName,
  imports,
  code: "x".repeat(size),
});

describe("staticImportClosure", () => {
  const bundle: Record<string, ChunkInfo> = {
    "app.js": chunk("app.js", 50, ["framework.js", "ui.js"]),
    "framework.js": chunk("framework.js", 3000),
    "ui.js": chunk("ui.js", 800, ["framework.js"]),
    "login.js": chunk("login.js", 100, ["ui.js"]),
    "style.css": { type: "asset", fileName: "style.css" },
  };

  it("lists the chunk and everything it imports, each once, largest first", () => {
    expect(staticImportClosure(bundle, "app.js")).toEqual(["framework.js", "ui.js", "app.js"]);
  });

  it("leaves out chunks that are not imported", () => {
    expect(staticImportClosure(bundle, "ui.js")).toEqual(["framework.js", "ui.js"]);
  });
});
