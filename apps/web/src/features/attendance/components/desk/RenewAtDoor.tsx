import { type DeskMember, FAILED_TO_COLLECT_AT_DOOR, type PaymentMethod, type RenewalOffer } from "@gym/contracts";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { useMemo, useState } from "react";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { useRenewAtDoor } from "../../api/renew-at-door.ts";
import { DOOR_METHODS } from "./CollectDues.tsx";

/** Renew at the door (issue 24 §2): the plan's fee (or a typed one), renewing to the offered date. */
export function RenewAtDoor({
  member,
  offer,
  onPaid,
}: {
  member: DeskMember;
  offer: RenewalOffer;
  onPaid: () => void;
}) {
  const key = useMemo(() => newIdempotencyKey(), []);
  const renew = useRenewAtDoor();
  const [amount, setAmount] = useState(offer.amount === null ? "" : String(offer.amount));
  const valid = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0;
  const record = (method: PaymentMethod, label: string) =>
    renew.mutate(
      { idempotencyKey: key, memberId: member.id, amount: amount.trim(), renewalDate: offer.renewal_date, method },
      {
        onSuccess: () => {
          notify({
            color: "green",
            title: `Renewed to ${formatDate(offer.renewal_date)} (${label})`,
            message: member.full_name,
          });
          onPaid();
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Renew the membership">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          Renew to {formatDate(offer.renewal_date)}
        </Text>
        <Group align="flex-start" gap="md">
          {offer.upi_link && offer.amount !== null && Number(amount) === offer.amount && (
            <Stack gap={4} align="center">
              <QRCodeSVG
                value={offer.upi_link}
                size={160}
                marginSize={2}
                role="img"
                aria-label="UPI QR code for the renewal"
              />
              <Text size="xs" c="gray.7">
                Member scans to pay {formatRupees(offer.amount)}
              </Text>
            </Stack>
          )}
          <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
            <TextInput
              label="Amount"
              leftSection="₹"
              inputMode="decimal"
              size="md"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
            {DOOR_METHODS.map(({ method, label }) => (
              <Button
                key={method}
                size="lg"
                variant="light"
                disabled={!valid}
                onClick={() => record(method, label)}
                loading={renew.isPending}
              >
                Renew · {label}
              </Button>
            ))}
          </Stack>
        </Group>
        {renew.isError && <RetryAlert title={FAILED_TO_COLLECT_AT_DOOR} error={renew.error} />}
      </Stack>
    </Paper>
  );
}
