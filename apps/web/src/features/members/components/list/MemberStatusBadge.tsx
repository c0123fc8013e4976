import { Badge } from "@mantine/core";
import { type MemberStatus, STATUS_COLORS, STATUS_LABELS, STATUS_TEXT_COLORS } from "../../../../lib/membership.ts";

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      c={STATUS_TEXT_COLORS[status]}
      variant="light"
      style={{ minWidth: "max-content" }}
      data-testid="member-status"
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
