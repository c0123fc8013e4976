import { Text } from "@mantine/core";
import { DAYS_TONE_COLORS, daysLeftText, daysTone } from "../../utils/days-left.ts";

/** Part 2 §4's days-left text, orange from 7 days down, red once expired. */
export function DaysLeftText({ days, size = "sm" }: { days: number; size?: "xs" | "sm" }) {
  const tone = daysTone(days);
  return (
    <Text span size={size} c={DAYS_TONE_COLORS[tone]} fw={tone === "ok" ? 400 : 600} data-tone={tone}>
      {daysLeftText(days)}
    </Text>
  );
}
