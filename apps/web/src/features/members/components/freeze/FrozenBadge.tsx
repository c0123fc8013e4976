import { frozenUntilText } from "@gym/contracts";
import { Badge } from "@mantine/core";

/** A member frozen today (decision 0258): 'Frozen until 15 Jan 2027', the freeze's last day. */
export function FrozenBadge({ until }: { until: string }) {
  return (
    <Badge color="blue" c="blue.9" variant="light" style={{ minWidth: "max-content" }} data-testid="member-frozen">
      {frozenUntilText(until)}
    </Badge>
  );
}
