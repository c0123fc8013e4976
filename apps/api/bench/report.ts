import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Writes what one `npm run bench` measured into its own marked section of the report, leaving every
 * other line of the file alone (the hand-written notes, the start-up section). Without the markers
 * the section is appended. Each scenario file that reports on its own names its section.
 */
export function writeBenchSection(file: string, body: string, name = "run"): void {
  const START = `<!-- bench:${name}:start -->`;
  const END = `<!-- bench:${name}:end -->`;
  const section = `${START}\n<!-- Written by npm run bench; replaced by its next run. Edit outside the markers. -->\n\n${body.trim()}\n\n${END}`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
