import {
  createMemberPaymentBody,
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  MEMBER_PAYMENT_LEAVE_EMPTY_HINT,
  MEMBER_PAYMENT_RECORDED,
  type MemberPaymentResponse,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@gym/contracts";
import { Select, Text, Textarea, TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { gymToday } from "../../lib/calendar-date.ts";
import type { CreateMemberPaymentBody, CreateMemberPaymentInput } from "../../lib/create-member-payment.ts";
import { FormModal } from "../form/FormModal.tsx";
import { MoneyInput } from "../form/MoneyInput.tsx";
import { useContractForm } from "../form/use-contract-form.ts";
import { DateTextInput } from "./DateTextInput.tsx";
import { GymMemberSelect } from "./GymMemberSelect.tsx";
import { notify } from "./notify.tsx";
import { RetryAlert } from "./RetryAlert.tsx";

interface Values {
  member_id: number | null;
  /** YYYY-MM-DD with `period="date"` (the month sent is its YYYY-MM), YYYY-MM with `period="month"`. */
  period: string;
  amount_paid: string;
  payment_method: PaymentMethod;
  notes: string;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

export interface RecordMemberPaymentFormProps {
  onClose: () => void;
  /**
   * The feature's own mutation of the one client (`src/lib/create-member-payment.ts`), so each screen
   * reloads its own lists (docs/conventions.md "One of each").
   */
  record: UseMutationResult<MemberPaymentResponse, Error, CreateMemberPaymentInput>;
  /**
   * "date" (default, the transactions screen's Record Member Payment, part 2 §2): a Payment Date whose
   * YYYY-MM is the membership month (part 2 §9). "month" (the payment history's create): the month itself.
   */
  period?: "date" | "month";
  title?: string;
  submitLabel?: string;
  /** The red alert's title when the save fails (the spec's text for the screen). */
  failedTitle?: string;
  /** Shown above the fields (the history's info box of automatic calculations). */
  intro?: ReactNode;
  /** The history's create form takes notes too. */
  withNotes?: boolean;
}

/**
 * The one Record Member Payment form (issue 22 §4, decision 0286): POST /api/expenses/member-payments/create/
 * in its history shape, checked with the call's own schema (`createMemberPaymentBody`: 'Please select
 * member and membership month', the money texts). Select Member* (code - full name (status)), the
 * period, Amount Paid (empty: a pending payment), Payment Method; one Idempotency-Key per opening.
 */
export function RecordMemberPaymentForm({
  onClose,
  record,
  period = "date",
  title = "Record Member Payment",
  submitLabel = "Record Payment",
  failedTitle = FAILED_TO_RECORD_MEMBER_PAYMENT,
  intro,
  withNotes = false,
}: RecordMemberPaymentFormProps) {
  const busy = record.isPending;
  const today = gymToday();
  const form = useContractForm<Values, CreateMemberPaymentBody>({
    schema: createMemberPaymentBody,
    initialValues: {
      member_id: null,
      period: period === "date" ? today : today.slice(0, 7),
      amount_paid: "",
      payment_method: "CASH",
      notes: "",
    },
    toPayload: (v) => {
      const amount = v.amount_paid.trim();
      return {
        ...(v.member_id === null ? {} : { member_id: v.member_id }),
        // Part 2 §9: "sends membership_month as the first 7 characters (YYYY-MM)".
        membership_month: v.period.slice(0, 7),
        payment_method: v.payment_method,
        // Part 2 §9: an empty amount is a pending payment.
        ...(amount === "" ? {} : { amount_paid: amount }),
        ...(withNotes && v.notes.trim() !== "" ? { notes: v.notes } : {}),
      };
    },
    fieldOf: { membership_month: "period" },
  });
  const submit = form.submitWith((body) =>
    record.mutate(
      { idempotencyKey: form.idempotencyKey, body },
      {
        onError: form.showServerErrors,
        onSuccess: () => {
          notify({ color: "green", title: "Payment saved", message: MEMBER_PAYMENT_RECORDED });
          onClose();
        },
      },
    ),
  );

  return (
    <FormModal
      title={title}
      formLabel={title}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={submitLabel}
      error={record.error && <RetryAlert title={failedTitle} error={record.error} />}
    >
      {intro}
      <GymMemberSelect
        label="Select Member"
        withAsterisk
        clearable={false}
        placeholder="Search by name, code or phone"
        disabled={busy}
        value={form.values.member_id}
        onChange={(id) => form.setFieldValue("member_id", id)}
        error={form.errors.member_id}
      />
      {period === "date" ? (
        <DateTextInput
          iso
          label="Payment Date"
          withAsterisk
          maxDate={today}
          disabled={busy}
          {...form.getInputProps("period")}
        />
      ) : (
        <TextInput
          label="Membership month"
          type="month"
          withAsterisk
          disabled={busy}
          {...form.getInputProps("period")}
        />
      )}
      <MoneyInput
        label="Amount Paid"
        description={MEMBER_PAYMENT_LEAVE_EMPTY_HINT}
        styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
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
      {withNotes && (
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          disabled={busy}
          {...form.getInputProps("notes")}
        />
      )}
      {period === "date" && (
        <Text size="xs" c="gray.7">
          The payment is recorded for the month of the payment date; money received appears in the transactions as
          income.
        </Text>
      )}
    </FormModal>
  );
}
