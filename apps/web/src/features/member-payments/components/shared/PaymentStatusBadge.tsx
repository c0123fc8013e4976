import { Badge } from "@mantine/core";
import { STATUS_COLORS, STATUS_LABELS, statusOf } from "../../utils/status.ts";

/** Light badges with dark text (WCAG AA on white and on tinted cards). */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const s = statusOf(status);
  return (
    <Badge color={STATUS_COLORS[s]} variant="light" c={`${STATUS_COLORS[s]}.9`} style={{ flexShrink: 0 }}>
      {STATUS_LABELS[s]}
    </Badge>
  );
}
