import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Not failures: a red notice that states a fact on a healthy screen (the report's overdue count). Anything
 * added here needs a reason; a failed load or save is `RetryAlert`.
 */
const NOT_FAILURES = new Set(["features/expenses/components/reports/MemberPaymentSummaryCard.tsx"]);

function screenFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return screenFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The opening tags of Mantine `<Alert>`s painted red (attributes may span lines and hold `{...}`). */
export function redAlerts(source: string): string[] {
  const tags = source.match(/<Alert\b(?:[^>{]|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})*>/g) ?? [];
  return tags.filter((tag) => /\bcolor=(?:"red[".]|\{"red)/.test(tag));
}

describe("one red alert (issue 8 §2: RetryAlert, not the red alert written out per screen)", () => {
  it("finds a red Alert written inline, on one line or several", () => {
    expect(redAlerts('<Alert color="red" role="alert">{x}</Alert>')).toHaveLength(1);
    expect(
      redAlerts(
        '<Alert\n  variant="light"\n  icon={<IconAlertCircle aria-hidden />}\n  color="red.9"\n>\n  x\n</Alert>',
      ),
    ).toHaveLength(1);
    expect(redAlerts('<Alert color="blue" icon={<IconInfoCircle aria-hidden />}>x</Alert>')).toEqual([]);
  });

  it("every failure on every screen is components/ui/RetryAlert.tsx", () => {
    const offenders = screenFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== join("components", "ui", "RetryAlert.tsx") && !NOT_FAILURES.has(path))
      .filter((path) => redAlerts(readFileSync(join(SRC, path), "utf8")).length > 0);
    expect(offenders).toEqual([]);
  });
});
