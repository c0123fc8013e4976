import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { INITIALS_COLORS, initialsColor } from "./initials-color.ts";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("initialsColor (issue 8 defect 12: avatar initials contrast)", () => {
  it("gives white initials at least 4.5:1 on every colour it picks", () => {
    for (const color of INITIALS_COLORS) {
      const [hue, shade] = color.split(".") as [keyof typeof DEFAULT_THEME.colors, string];
      const background = DEFAULT_THEME.colors[hue]?.[Number(shade)] ?? "#ffffff";
      expect(1.05 / (luminance(background) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives the same name the same colour", () => {
    expect(initialsColor("Asha Rao")).toBe(initialsColor("Asha Rao"));
    expect(INITIALS_COLORS).toContain(initialsColor("Ravi Kumar"));
  });
});
