import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Issue 22 §9: docs/decisions/README.md is the index of the rules in force. Every record file of the
 * folder is linked from it, every record has a Status line, and a record the index lists as superseded
 * as a whole says so on its own Status line (and the other way round).
 */
const FOLDER = new URL("../../../../docs/decisions/", import.meta.url).pathname;
const INDEX = readFileSync(`${FOLDER}README.md`, "utf8");
const RECORDS = readdirSync(FOLDER).filter((name) => /^\d{4}-.+\.md$/.test(name));

const statusOf = (name: string) => /^- Status: (.+)$/m.exec(readFileSync(`${FOLDER}${name}`, "utf8"))?.[1] ?? null;

/** The part of the index between "## Superseded" and the next "## " heading. */
function supersededSection(index: string): string {
  const start = index.indexOf("## Superseded");
  const end = index.indexOf("\n## ", start + 1);
  return start < 0 ? "" : index.slice(start, end < 0 ? undefined : end);
}

describe("the decision index (docs/decisions/README.md)", () => {
  it("finds the records (the folder has well over a hundred)", () => {
    expect(RECORDS.length).toBeGreaterThan(100);
  });

  it("links every record file of the folder", () => {
    expect(RECORDS.filter((name) => !INDEX.includes(`(${name})`))).toEqual([]);
  });

  it("links no record that does not exist", () => {
    const linked = [...INDEX.matchAll(/\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1] ?? "");
    expect(linked.filter((name) => !RECORDS.includes(name))).toEqual([]);
  });

  it("every record has a Status line: accepted (with what replaced a part) or superseded by a record", () => {
    const bad = RECORDS.filter((name) => {
      const status = statusOf(name);
      return status === null || !/^(accepted|superseded by \d{4})/.test(status);
    });
    expect(bad).toEqual([]);
  });

  it("a record superseded as a whole says so on its Status line and is listed under Superseded", () => {
    const section = supersededSection(INDEX);
    const listed = [...section.matchAll(/\((\d{4}-[^)]+\.md)\) superseded by/g)].map((m) => m[1] ?? "");
    const marked = RECORDS.filter((name) => /^superseded by \d{4}/.test(statusOf(name) ?? ""));
    expect(listed.sort()).toEqual(marked.sort());
  });
});
