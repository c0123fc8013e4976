import { type CheckInResponse, FAILED_TO_COLLECT_AT_DOOR, type PaymentMethod } from "@gym/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { useMemo } from "react";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { usePayDues } from "../../api/mark-paid-at-door.ts";

export const DOOR_METHODS: { method: PaymentMethod; label: string }[] = [
  { method: "CASH", label: "Cash" },
  { method: "CARD", label: "Card" },
  { method: "UPI", label: "UPI" },
];

/**
 * Collect the dues at the door (issue 24 §2): the UPI QR of the exact amount for the member's phone, and
 * one tap to record it (cash, card or UPI) through member payments' receipts, exactly once per opening of
 * this panel (one Idempotency-Key, decisions 0182, 0197). Then the member is checked in again.
 */
export function CollectDues({ answer, onPaid }: { answer: CheckInResponse; onPaid: () => void }) {
  const key = useMemo(() => newIdempotencyKey(), []);
  const pay = usePayDues();
  const { dues } = answer;
  const record = (method: PaymentMethod, label: string) =>
    pay.mutate(
      { idempotencyKey: key, paymentIds: dues.months.map((m) => m.payment_id), method },
      {
        onSuccess: () => {
          notify({
            color: "green",
            title: `${formatRupees(dues.total)} received by ${label}`,
            message: answer.member.full_name,
          });
          onPaid();
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Collect the dues">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {formatRupees(dues.total)} due ({dues.months.map((m) => m.month_name).join(", ")})
        </Text>
        <Group align="flex-start" gap="md">
          {dues.upi_link && (
            <Stack gap={4} align="center">
              <QRCodeSVG
                value={dues.upi_link}
                size={176}
                marginSize={2}
                role="img"
                aria-label={`UPI QR code for ${formatRupees(dues.total)}`}
              />
              <Text size="xs" c="gray.7">
                Member scans to pay {formatRupees(dues.total)}
              </Text>
            </Stack>
          )}
          <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
            <Text size="sm" c="gray.7">
              Record {formatRupees(dues.total)} received
            </Text>
            {DOOR_METHODS.map(({ method, label }) => (
              <Button key={method} size="lg" onClick={() => record(method, label)} loading={pay.isPending}>
                Record {label}
              </Button>
            ))}
          </Stack>
        </Group>
        {pay.isError && <RetryAlert title={FAILED_TO_COLLECT_AT_DOOR} error={pay.error} />}
      </Stack>
    </Paper>
  );
}
