import type { Plan } from "@gym/contracts";
import { Badge, Text } from "@mantine/core";
import { SUCCESS_GREEN } from "../../../../components/ui/accessible-colours.ts";
import { formatRupees } from "../../../../lib/amount.ts";

/** "₹2,700.00", with "+ GST = ₹2,835.00" when GST is added to the price. */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <Text size="sm">
      {formatRupees(plan.price)}
      {plan.amount !== plan.price && (
        <Text span size="xs" c="gray.7">
          {" "}
          + GST = {formatRupees(plan.amount)}
        </Text>
      )}
    </Text>
  );
}

export function PlanAdmission({ plan }: { plan: Plan }) {
  return <Text size="sm">{plan.admission_amount === null ? "None" : formatRupees(plan.admission_amount)}</Text>;
}

export function PlanStatus({ plan }: { plan: Plan }) {
  return plan.is_active ? (
    <Badge color="green" variant="light" c={SUCCESS_GREEN} style={{ minWidth: "max-content" }}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="#343a40" style={{ minWidth: "max-content" }}>
      Archived
    </Badge>
  );
}
