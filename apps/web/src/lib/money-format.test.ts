import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 22 §11: one money format. Amounts on screen go through formatRupees (lib/amount.ts, two
 * decimals) or, on the stat tiles, abbreviateAmount (part 1 §9's K/M). A second number formatter or a
 * hand-built '₹' + number anywhere else in src fails here.
 */
const SRC = join(import.meta.dirname, "..");
const THE_FORMATTER = "lib/amount.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What formats money by hand: a number formatter, or the rupee sign glued to an interpolated value. */
const SECOND_FORMATTER = [
  /Intl\.NumberFormat/,
  /toLocaleString\([^)]*currency/,
  /₹\$\{/,
  /["'`]₹["'`]\s*\+/,
  /\brupeesText\(/,
  /\bpaiseToText\(/,
];

export function moneyFormatters(source: string): string[] {
  return SECOND_FORMATTER.filter((pattern) => pattern.test(source)).map(String);
}

describe("one money format", () => {
  it("recognises the ways a second formatter is written", () => {
    const glued = "const a = `₹$" + '{new Intl.NumberFormat("en-IN").format(n)}`;';
    expect(moneyFormatters(glued)).toHaveLength(2);
    expect(moneyFormatters("const a = '₹' + amount.toFixed(2);")).toHaveLength(1);
    expect(moneyFormatters("const a = formatRupees(amount);")).toEqual([]);
    expect(moneyFormatters('<NumberInput prefix="₹" />')).toEqual([]);
  });

  it("no file in src but lib/amount.ts formats money", () => {
    const found = sourceFiles(SRC)
      .map((path) => ({ file: relative(SRC, path), patterns: moneyFormatters(readFileSync(path, "utf8")) }))
      .filter(({ file, patterns }) => file !== THE_FORMATTER && patterns.length > 0)
      .map(({ file, patterns }) => `${file}: ${patterns.join(" ")}`);
    expect(found).toEqual([]);
  });
});
