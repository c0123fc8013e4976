import { Text } from "@mantine/core";
import { daysLeftOf, daysLeftText, daysLeftTone, TONE_COLORS } from "../../../../lib/membership.ts";
import type { Member } from "../../api/types.ts";

/** Part 1 §4's days-left text; orange from 7 days down, red once expired. */
export function DaysLeft({ member }: { member: Member }) {
  const days = daysLeftOf(member);
  const tone = daysLeftTone(days);
  const text = member.days_left_text || (days === null ? "—" : daysLeftText(days));
  return (
    <Text size="sm" c={TONE_COLORS[tone]} fw={tone === "ok" ? 400 : 600} data-tone={tone}>
      {text}
    </Text>
  );
}
