import {
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  type GymMember,
  MANUAL_AMOUNT_DATE_REQUIRED,
  MANUAL_DURATION_MAX,
  MANUAL_DURATION_MIN,
  MANUAL_DURATION_RANGE,
  MEMBER_PAYMENT_RECORDED,
  type PaymentMethod,
} from "@gym/contracts";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { useCreatePayment } from "../../api/create-payment.ts";
import { amountError, amountForDuration } from "../../utils/amounts.ts";
import { notify } from "../../utils/notify.tsx";
import { ALL_METHODS } from "../shared/payment-methods.ts";

interface Values {
  amount: string;
  payment_date: string;
  payment_method: PaymentMethod;
  duration: number | string;
  description: string;
  auto_renewal: boolean;
}

/** Part 2 §2/§5 manual payment form: amount and date required, duration 1 to 24 months, description optional. */
export function ManualPaymentForm({ member, onDone }: { member: GymMember; onDone: () => void }) {
  const key = useMemo(() => newIdempotencyKey(), []);
  const create = useCreatePayment();
  const today = todayIso();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      amount: member.amount !== null ? String(member.amount) : "",
      payment_date: today,
      payment_method: "CASH",
      duration: 1,
      description: "",
      auto_renewal: true,
    },
    validate: {
      amount: (v) => (v.trim() === "" ? MANUAL_AMOUNT_DATE_REQUIRED : amountError(v)),
      payment_date: (v) =>
        v ? (v > today ? "Payment date cannot be after today" : null) : MANUAL_AMOUNT_DATE_REQUIRED,
      duration: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= MANUAL_DURATION_MIN && Number(v) <= MANUAL_DURATION_MAX
          ? null
          : MANUAL_DURATION_RANGE,
    },
  });
  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        idempotencyKey: key,
        body: {
          member_id: member.id,
          amount: v.amount.trim(),
          payment_date: v.payment_date,
          payment_method: v.payment_method,
          duration: Number(v.duration),
          description: v.description,
          auto_renewal: v.auto_renewal,
        },
      },
      {
        onSuccess: () => {
          notify("green", MEMBER_PAYMENT_RECORDED, member.full_name);
          onDone();
        },
      },
    ),
  );
  const busy = create.isPending;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={`Payment for ${member.full_name}`}>
        <Stack gap="sm">
          <Text fw={600}>Payment for {member.full_name}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Amount"
              withAsterisk
              inputMode="decimal"
              leftSection="₹"
              disabled={busy}
              {...form.getInputProps("amount")}
            />
            <TextInput
              label="Payment date"
              type="date"
              withAsterisk
              max={today}
              disabled={busy}
              {...form.getInputProps("payment_date")}
            />
            <Select
              label="Payment method"
              data={ALL_METHODS}
              allowDeselect={false}
              disabled={busy}
              {...form.getInputProps("payment_method")}
            />
            <NumberInput
              label="Duration (months)"
              withAsterisk
              min={MANUAL_DURATION_MIN}
              max={MANUAL_DURATION_MAX}
              allowDecimal={false}
              disabled={busy}
              {...form.getInputProps("duration")}
              onChange={(value) => {
                form.setFieldValue("duration", value);
                // Duration N pays N terms: the amount becomes N × the member's amount (issue 23).
                const filled = amountForDuration(member.amount, value);
                if (filled !== null) form.setFieldValue("amount", filled);
              }}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={2000}
            disabled={busy}
            {...form.getInputProps("description")}
          />
          <Switch
            label="Extend the renewal date by the duration"
            disabled={busy}
            {...form.getInputProps("auto_renewal", { type: "checkbox" })}
          />
          {create.isError && <RetryAlert title={FAILED_TO_RECORD_MEMBER_PAYMENT} error={create.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Record Payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
