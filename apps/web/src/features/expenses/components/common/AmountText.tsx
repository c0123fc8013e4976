import type { TransactionType } from "@gym/contracts";
import { Text, type TextProps } from "@mantine/core";
import { formatRupees } from "../../../../lib/amount.ts";

/** An amount in en-IN rupees: income green with +, expenses red with − (colours readable on white). */
export function AmountText({ amount, type, ...props }: { amount: number; type: TransactionType } & TextProps) {
  const income = type === "INCOME";
  return (
    <Text fw={600} c={income ? "teal.9" : "red.9"} style={{ whiteSpace: "nowrap" }} {...props}>
      {income ? "+" : "−"}
      {formatRupees(amount)}
    </Text>
  );
}
