import { Badge } from "@mantine/core";
import { STATUS_COLORS, STATUS_LABELS, STATUS_TEXT_COLORS, statusOf } from "../../utils/status.ts";

/** Light badges with dark text (WCAG AA on white and on tinted cards); `data-status` names the status. */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const s = statusOf(status);
  return (
    <Badge color={STATUS_COLORS[s]} variant="light" c={STATUS_TEXT_COLORS[s]} style={{ flexShrink: 0 }} data-status={s}>
      {STATUS_LABELS[s]}
    </Badge>
  );
}
