// Issue 28's goals next to what a full `npm run bench` measured, this run and the run before (the issue asks for
// each figure measured twice). The run collects one figure per goal; the "goals" section of docs/performance.md
// shows them beside the previous run's, which the section keeps as JSON in a comment of its own.
import { existsSync, readFileSync } from "node:fs";
import { writeBenchSection } from "./report.ts";

/** A goal as the issue states it: at most, at least, or below a figure. */
export type Bound = { atMost: number } | { atLeast: number } | { below: number };

export interface GoalFigure {
  /** Where the issue states it ("§2"). */
  part: string;
  what: string;
  goal: string;
  /** What the run measured, as written in the table ("—" when it could not be measured). */
  figure: string;
  met: boolean;
}

interface Kept {
  when: string;
  figures: GoalFigure[];
}

const number = (x: number) => (Number.isInteger(x) ? x.toLocaleString("en-IN") : String(Math.round(x * 100) / 100));

function goalText(bound: Bound, unit: string): string {
  if ("atMost" in bound) return `≤ ${number(bound.atMost)}${unit}`;
  if ("atLeast" in bound) return `≥ ${number(bound.atLeast)}${unit}`;
  return `< ${number(bound.below)}${unit}`;
}

function within(bound: Bound, value: number): boolean {
  if ("atMost" in bound) return value <= bound.atMost;
  if ("atLeast" in bound) return value >= bound.atLeast;
  return value < bound.below;
}

/** One goal's row: `value` null when the run could not measure it (never met). */
export function goal(
  part: string,
  what: string,
  bound: Bound,
  value: number | null,
  options: { unit?: string; detail?: string } = {},
): GoalFigure {
  const unit = options.unit ?? "";
  const detail = options.detail ? ` (${options.detail})` : "";
  return {
    part,
    what,
    goal: goalText(bound, unit),
    figure: value === null ? "— (not measured)" : `${number(value)}${unit}${detail}`,
    met: value !== null && within(bound, value),
  };
}

/** A goal that is met or not, with no figure to compare (`ok` null when the run could not check it). */
export function check(part: string, what: string, ok: boolean | null, figure: { yes: string; no: string }): GoalFigure {
  return {
    part,
    what,
    goal: figure.yes,
    figure: ok === null ? "— (not measured)" : ok ? figure.yes : figure.no,
    met: ok === true,
  };
}

const DATA = /<!-- goals-data (.*?) -->/;

/** The run the section holds now, if any. */
export function keptRun(text: string): Kept | null {
  const start = text.indexOf("<!-- bench:goals:start -->");
  const end = text.indexOf("<!-- bench:goals:end -->");
  if (start < 0 || end < start) return null;
  const found = DATA.exec(text.slice(start, end));
  if (!found) return null;
  try {
    return JSON.parse(found[1]!) as Kept;
  } catch {
    return null;
  }
}

const verdict = (f: GoalFigure | undefined) => (f ? (f.met ? "met" : "**not met**") : "");

/** The section's text: the table of this run beside the one before, then this run kept as data. */
export function goalsSection(now: Kept, before: Kept | null): string {
  const earlier = new Map(before?.figures.map((f) => [`${f.part} ${f.what}`, f]));
  const rows = now.figures.map((f) => {
    const old = earlier.get(`${f.part} ${f.what}`);
    return `| ${f.part} | ${f.what} | ${f.goal} | ${f.figure} | ${verdict(f)} | ${old?.figure ?? ""} | ${verdict(old)} |`;
  });
  const missed = now.figures.filter((f) => !f.met).length;
  // A comment may not hold "--": every value is a string or a boolean, so each hyphen is inside a string.
  const data = JSON.stringify(now).replaceAll("-", "\\u002d");
  return [
    `This run: ${now.when}. The run before: ${before?.when ?? "none kept"}. ${
      missed
        ? `**${missed} of ${now.figures.length} goals not met this run.**`
        : `All ${now.figures.length} goals met this run.`
    }`,
    "",
    "| issue 28 | what | goal | this run | | the run before | |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `<!-- goals-data ${data} -->`,
  ].join("\n");
}

/** Writes this run's figures into the report's "goals" section, keeping the previous run's beside them. */
export function writeGoalsSection(file: string, when: string, figures: GoalFigure[]): void {
  const before = existsSync(file) ? keptRun(readFileSync(file, "utf8")) : null;
  writeBenchSection(file, goalsSection({ when, figures }, before), "goals");
}
