/**
 * Text colours that keep WCAG AA contrast (4.5:1) on white and on light badges. Mantine's darkest orange
 * and yellow (shade 9) fall short for small text, so warnings use these instead.
 */
import { WARNING_TEXT } from "../../utils/recurring-status.ts";

export { WARNING_TEXT };

/**
 * On Mantine's light backgrounds (shade 0-1 tints) even shade 9 text stays near 4:1 for teal and green,
 * so light badges and buttons use these darker inks (each ≥ 6:1 on its tint and on white).
 */
const TEXT_ON_LIGHT: Record<string, string> = {
  orange: "#8a3205",
  yellow: "#6b4900",
  teal: "#05573e",
  green: "#1b5e20",
  blue: "#0b4a85",
  red: "#8f1d1d",
  grape: "#6a1b7a",
  gray: "#343a40",
};

/** The text colour for a light badge or label of Mantine colour `color`. */
export const readableText = (color: string) => TEXT_ON_LIGHT[color] ?? `${color}.9`;

/** Input descriptions in Mantine's dimmed grey are 3.3:1; this grey is 8:1. */
export const READABLE_DESCRIPTION = { description: { color: "var(--mantine-color-gray-7)" } };
