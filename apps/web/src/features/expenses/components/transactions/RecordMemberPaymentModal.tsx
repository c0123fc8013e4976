import {
  createMemberPaymentBody,
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  MEMBER_PAYMENT_LEAVE_EMPTY_HINT,
  MEMBER_PAYMENT_RECORDED,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "@gym/contracts";
import { Select, Text } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { type RecordMemberPaymentBody, useRecordMemberPayment } from "../../api/record-member-payment.ts";
import { READABLE_DESCRIPTION } from "../common/colors.ts";
import { MemberSelect } from "./MemberSelect.tsx";

interface Values {
  member: string;
  payment_date: string;
  amount_paid: string;
  payment_method: string;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

/**
 * Record Member Payment (part 2 §2, §5): member, payment date, optional amount (empty: a pending
 * payment), method. Sends the member-payments create call with membership_month = the date's YYYY-MM.
 */
export function RecordMemberPaymentModal({ onClose }: { onClose: () => void }) {
  const record = useRecordMemberPayment();
  const busy = record.isPending;
  // The create call's schema (its history shape): member and month required, amount optional.
  const form = useContractForm<Values, Omit<RecordMemberPaymentBody, "member_id"> & { member_id?: number }>({
    schema: createMemberPaymentBody,
    initialValues: { member: "", payment_date: todayIso(), amount_paid: "", payment_method: "CASH" },
    toPayload: (v) => {
      const amount = v.amount_paid.trim();
      return {
        ...(v.member === "" ? {} : { member_id: Number(v.member) }),
        // Part 2 §9: "sends membership_month as the first 7 characters (YYYY-MM)".
        membership_month: v.payment_date.slice(0, 7),
        payment_method: v.payment_method,
        ...(amount === "" ? {} : { amount_paid: amount }),
      };
    },
    fieldOf: { member_id: "member", membership_month: "payment_date" },
  });
  const submit = form.submitWith((body, v) => {
    record.mutate(
      { idempotencyKey: form.idempotencyKey, ...body, member_id: Number(v.member) },
      {
        onError: form.showServerErrors,
        onSuccess: () => {
          notify({ color: "green", title: "Payment saved", message: MEMBER_PAYMENT_RECORDED });
          onClose();
        },
      },
    );
  });

  return (
    <FormModal
      title="Record Member Payment"
      formLabel="Record member payment"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Record Payment"
      error={record.error && <RetryAlert title={FAILED_TO_RECORD_MEMBER_PAYMENT} error={record.error} />}
    >
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
      <MoneyInput
        label="Amount Paid"
        description={MEMBER_PAYMENT_LEAVE_EMPTY_HINT}
        styles={READABLE_DESCRIPTION}
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
        The payment is recorded for the month of the payment date; money received appears in the transactions as income.
      </Text>
    </FormModal>
  );
}
