import { readFileSync } from "node:fs";
import { neutraliseFormula } from "@gym/contracts";
import { describe, expect, it } from "vitest";

describe("the bulk-upload samples the dashboard offers", () => {
  it("the bulk-upload sample the dashboard offers has no formula-like cell", () => {
    const sample = readFileSync(new URL("../../../../public/samples/members-sample.csv", import.meta.url), "utf8");
    for (const cell of sample.split(/\r?\n/).flatMap((line: string) => line.split(","))) {
      expect(neutraliseFormula(cell.replace(/^"/, ""))).toBe(cell.replace(/^"/, ""));
    }
  });
});
