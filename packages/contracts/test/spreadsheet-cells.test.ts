import { describe, expect, it } from "vitest";
import { csvCell, neutraliseFormula, toCsv } from "../src/spreadsheet-cells.ts";

describe("spreadsheet cells", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
  ])("neutralises %j", (typed, written) => {
    expect(neutraliseFormula(typed)).toBe(written);
  });

  it("leaves ordinary text alone, formula characters inside it included", () => {
    for (const text of ["Asha Rao", "a=b", "rao+1@example.com", "", "'already quoted", "12 MG Road, Pune"]) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it("quotes cells with commas, quotes and line breaks, after neutralising; numbers stay numbers", () => {
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(-500)).toBe("-500");
    expect(csvCell(null)).toBe("");
    expect(
      toCsv([
        ["name", "amount"],
        ["=cmd|' /C calc'!A0", -1.5],
      ]),
    ).toBe("name,amount\r\n'=cmd|' /C calc'!A0,-1.5\r\n");
  });
});
