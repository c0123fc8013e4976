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
