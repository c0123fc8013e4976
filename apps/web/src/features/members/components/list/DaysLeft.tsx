import { Text } from "@mantine/core";
import { daysLeftTone, TONE_COLORS } from "../../../../lib/membership.ts";
import type { Member } from "../../api/types.ts";

/** The server's days-left text (part 1 §4; an expired member's expired label); orange from 7 days down, red once expired. */
export function DaysLeft({ member }: { member: Member }) {
  const tone = daysLeftTone(member.display_status, member.days_left);
  return (
    <Text size="sm" c={TONE_COLORS[tone]} fw={tone === "ok" ? 400 : 600} data-tone={tone} data-testid="days-left">
      {member.days_left_text}
    </Text>
  );
}
