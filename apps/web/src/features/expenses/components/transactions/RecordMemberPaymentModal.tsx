import {
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  MEMBER_PAYMENT_LEAVE_EMPTY_HINT,
  MEMBER_PAYMENT_RECORDED,
  optionalMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SELECT_MEMBER_AND_MONTH,
} from "@gym/contracts";
import { Modal, NumberInput, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { useRecordMemberPayment } from "../../api/record-member-payment.ts";
import { READABLE_DESCRIPTION } from "../common/colors.ts";
import { MemberSelect } from "./MemberSelect.tsx";

interface Values {
  member: string;
  payment_date: string;
  amount_paid: string | number;
  payment_method: string;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const amountPaid = optionalMoney({ field: "Amount Paid" });

/**
 * Record Member Payment (part 2 §2, §5): member, payment date, optional amount (empty: a pending
 * payment), method. Sends the member-payments create call with membership_month = the date's YYYY-MM.
 */
export function RecordMemberPaymentModal({ onClose }: { onClose: () => void }) {
  const record = useRecordMemberPayment();
  const busy = record.isPending;
  // One key per opening of the form: a double tap or a retry after a lost answer is one receipt.
  const [key] = useState(newIdempotencyKey);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { member: "", payment_date: todayIso(), amount_paid: "", payment_method: "CASH" },
    validate: {
      member: (v) => (v ? null : SELECT_MEMBER_AND_MONTH),
      payment_date: (v) => (v ? null : SELECT_MEMBER_AND_MONTH),
      amount_paid: (v) => {
        const r = amountPaid.safeParse(v);
        return r.success ? null : (r.error.issues[0]?.message ?? "Invalid amount");
      },
    },
  });
  const submit = form.onSubmit((v) => {
    const amount = v.amount_paid === "" ? undefined : String(v.amount_paid);
    record.mutate(
      {
        idempotencyKey: key,
        member_id: Number(v.member),
        membership_month: v.payment_date.slice(0, 7),
        payment_method: v.payment_method,
        ...(amount === undefined ? {} : { amount_paid: amount }),
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", title: "Payment saved", message: MEMBER_PAYMENT_RECORDED });
          onClose();
        },
      },
    );
  });
  const close = () => !busy && onClose();

  return (
    <Modal opened onClose={close} title="Record Member Payment" closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate aria-label="Record member payment">
        <Stack gap="sm">
          <MemberSelect
            label="Select Member"
            withAsterisk
            placeholder="Search by name, code or phone"
            disabled={busy}
            value={form.values.member}
            onChange={(v) => form.setFieldValue("member", v)}
            error={form.errors.member}
          />
          <DateTextInput
            iso
            label="Payment Date"
            withAsterisk
            maxDate={todayIso()}
            disabled={busy}
            {...form.getInputProps("payment_date")}
          />
          <NumberInput
            label="Amount Paid"
            description={MEMBER_PAYMENT_LEAVE_EMPTY_HINT}
            styles={READABLE_DESCRIPTION}
            min={0}
            step={0.01}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            prefix="₹"
            disabled={busy}
            {...form.getInputProps("amount_paid")}
          />
          <Select
            label="Payment Method"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps("payment_method")}
          />
          <Text size="xs" c="gray.7">
            The payment is recorded for the month of the payment date; money received appears in the transactions as
            income.
          </Text>
          {record.error && <RetryAlert title={FAILED_TO_RECORD_MEMBER_PAYMENT} error={record.error} />}
          <ModalFormActions submitLabel="Record Payment" onCancel={close} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
