/** One line of the run's verdict: what was proven, whether it held, and the figures behind it. */
export interface Outcome {
  name: string;
  pass: boolean;
  detail: string;
  /** Up to a few examples of what went wrong. */
  problems?: string[];
}

export const count = (n: number) => n.toLocaleString("en-IN");

export function outcome(name: string, problems: string[], detail: string): Outcome {
  return { name, pass: problems.length === 0, detail, problems: problems.slice(0, 8) };
}

/** The report: the run's header lines, then PASS/FAIL per outcome with its figures and problems, then the verdict. */
export function report(header: string[], outcomes: Outcome[], took: string): string[] {
  const passed = outcomes.filter((o) => o.pass).length;
  return [
    "",
    ...header,
    "",
    ...outcomes.flatMap((o) => [
      `${o.pass ? "PASS" : "FAIL"}  ${o.name}`,
      `      ${o.detail}`,
      ...(o.problems ?? []).map((p) => `      - ${p}`),
    ]),
    "",
    `RESULT: ${passed === outcomes.length ? "PASS" : "FAIL"} (${passed}/${outcomes.length}) in ${took}`,
  ];
}
