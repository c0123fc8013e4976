import { Badge } from "@mantine/core";
import { type MemberStatus, STATUS_COLORS, STATUS_LABELS } from "../../../lib/membership.ts";

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="member-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
