import { Badge, Group } from "@mantine/core";
import { priorityBadge, statusBadge } from "../../utils/badges.ts";

/** Status and priority badges in the colours of part 2 §4. */
export function FeedbackBadges({ status, priority }: { status: string; priority?: string }) {
  const s = statusBadge(status);
  const p = priority === undefined ? null : priorityBadge(priority);
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={s.color} variant="filled" data-testid="feedback-status">
        {s.label}
      </Badge>
      {p && (
        <Badge color={p.color} variant="filled" data-testid="feedback-priority">
          {p.label}
        </Badge>
      )}
    </Group>
  );
}
