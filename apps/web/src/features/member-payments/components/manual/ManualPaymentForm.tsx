import {
  createMemberPaymentBody,
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  type GymMember,
  MANUAL_DURATION_MAX,
  MANUAL_DURATION_MIN,
  MEMBER_PAYMENT_RECORDED,
  type PaymentMethod,
} from "@gym/contracts";
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea } from "@mantine/core";
import { useEffect, useRef } from "react";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { gymToday } from "../../../../lib/calendar-date.ts";
import { useCreatePayment } from "../../api/create-payment.ts";
import { useManualQuote } from "../../api/get-manual-quote.ts";
import { amountFieldText, amountForDuration } from "../../utils/amounts.ts";
import { ALL_METHODS } from "../shared/payment-methods.ts";

interface Values {
  amount: string;
  payment_date: string;
  payment_method: PaymentMethod;
  duration: number | string;
  description: string;
  auto_renewal: boolean;
}

/** Part 2 §5: the manual form's payment is never dated after today (the call itself allows any date). */
const PAYMENT_DATE_AFTER_TODAY = "Payment date cannot be after today";

/**
 * Part 2 §2/§5 manual payment form: amount and date required, duration 1 to 24 months, description
 * optional; checked with the create call's schema (its manual shape) plus "not after today". The amount
 * is filled with what the N terms cost as the server counts them (manual-quote/, decision 0241: the open
 * bills' remaining amounts first, then the next terms), until the desk types an amount of its own.
 */
export function ManualPaymentForm({ member, onDone }: { member: GymMember; onDone: () => void }) {
  const create = useCreatePayment();
  const today = gymToday();
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: createMemberPaymentBody.superRefine((body, ctx) => {
      if (body.payment_date !== undefined && body.payment_date > today)
        ctx.addIssue({ code: "custom", path: ["payment_date"], message: PAYMENT_DATE_AFTER_TODAY });
    }),
    initialValues: {
      amount: amountForDuration(member.amount, 1, member.admission_fee) ?? "",
      payment_date: today,
      payment_method: "CASH",
      duration: 1,
      description: "",
      auto_renewal: true,
    },
    toPayload: (v) => ({
      member_id: member.id,
      amount: v.amount.trim(),
      payment_date: v.payment_date,
      payment_method: v.payment_method,
      duration: v.duration === "" ? "" : Number(v.duration),
      description: v.description,
      auto_renewal: v.auto_renewal,
    }),
  });
  const submit = form.submitWith((body) =>
    create.mutate(
      { idempotencyKey: form.idempotencyKey, body },
      {
        onSuccess: () => {
          notify({ color: "green", title: MEMBER_PAYMENT_RECORDED, message: member.full_name });
          onDone();
        },
        onError: form.showServerErrors,
      },
    ),
  );
  const busy = create.isPending;
  // Filled by the form (the member's figures at once, then the server's quote) until the desk types one.
  const typed = useRef(false);
  const n = Number(form.values.duration);
  const date = form.values.payment_date;
  const askable =
    Number.isInteger(n) && n >= MANUAL_DURATION_MIN && n <= MANUAL_DURATION_MAX && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const quote = useManualQuote(member.id, n, date, askable);
  const q = quote.data?.quote;
  const { setFieldValue } = form;
  const current = form.values.amount;
  useEffect(() => {
    if (q?.total == null || typed.current) return;
    const filled = amountFieldText(q.total);
    // Only a change is written: setting the same value again would render again, and again.
    if (current !== filled) setFieldValue("amount", filled);
  }, [q, current, setFieldValue]);
  const amountInput = form.getInputProps("amount");
  const quoteText =
    q && q.total !== null && (q.open_bills > 0 || q.new_amount !== null)
      ? [
          q.open_bills > 0 && `open bills ${formatRupees(q.open_amount)}`,
          q.new_terms > 0 && q.new_amount !== null && `${q.new_terms} new term(s) ${formatRupees(q.new_amount)}`,
        ]
          .filter(Boolean)
          .join(" + ")
      : undefined;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={`Payment for ${member.full_name}`}>
        <Stack gap="sm">
          <Text fw={600}>Payment for {member.full_name}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MoneyInput
              label="Amount"
              withAsterisk
              disabled={busy}
              description={quoteText ? `Owed for the duration: ${quoteText}` : undefined}
              {...amountInput}
              onChange={(value: unknown) => {
                typed.current = true;
                amountInput.onChange(value);
              }}
            />
            <DateTextInput
              iso
              label="Payment date"
              withAsterisk
              maxDate={today}
              disabled={busy}
              {...form.getInputProps("payment_date")}
            />
            <Select
              label="Payment Method"
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
                typed.current = false;
                // Duration N pays N terms: at once N × the member's amount, plus the admission fee when their
                // first bill is still to be made (decision 0291 §7); the quote then fills the exact figure.
                const filled = amountForDuration(member.amount, value, member.admission_fee);
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
