import {
  FAILED_TO_CREATE_PAYMENT_RECORD,
  FAILED_TO_UPDATE_PAYMENT_RECORD,
  MEMBER_PAYMENT_LEAVE_EMPTY_HINT,
  type MemberPayment,
  type PaymentMethod,
  updateMemberPaymentBody,
} from "@gym/contracts";
import { Alert, List, Select, Textarea, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { GymMemberSelect } from "../../../../components/ui/GymMemberSelect.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RecordMemberPaymentForm } from "../../../../components/ui/RecordMemberPaymentForm.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreatePayment } from "../../api/create-payment.ts";
import { useUpdatePayment } from "../../api/update-payment.ts";
import { ALL_METHODS } from "../shared/payment-methods.ts";

interface Values {
  member_id: number | null;
  membership_month: string;
  amount_paid: string;
  payment_method: PaymentMethod;
  notes: string;
}

/** Part 2 §9 "Stated automatic rules for member payments", shown in the form's info box. */
export const AUTOMATIC_RULES = [
  "Due date is the 5th of the month.",
  "Late fee: 5% after 7 days overdue, maximum ₹200.",
  "Reference number: PAY{member id}{YYYYMM}.",
  "An income transaction is created automatically when a payment is received.",
  "Default new renewal date: last renewal + 30 days.",
];

const automaticRules = (
  <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="Calculated automatically">
    <List size="sm" spacing={2}>
      {AUTOMATIC_RULES.map((r) => (
        <List.Item key={r}>{r}</List.Item>
      ))}
    </List>
  </Alert>
);

/**
 * Create/edit a payment record (part 2 §2, §5), with the info box of automatic calculations. Create is the
 * one Record Member Payment form (components/ui, decision 0286) for a month; edit (the update call's
 * schema) disables the member and month fields.
 */
export function PaymentFormModal({ payment, onClose }: { payment: MemberPayment | null; onClose: () => void }) {
  const create = useCreatePayment();
  if (!payment)
    return (
      <RecordMemberPaymentForm
        record={create}
        onClose={onClose}
        period="month"
        title="Record Payment"
        submitLabel="Create Payment"
        failedTitle={FAILED_TO_CREATE_PAYMENT_RECORD}
        intro={automaticRules}
        withNotes
      />
    );
  return <EditPaymentModal payment={payment} onClose={onClose} />;
}

function EditPaymentModal({ payment, onClose }: { payment: MemberPayment; onClose: () => void }) {
  const update = useUpdatePayment();
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: updateMemberPaymentBody,
    initialValues: {
      member_id: payment.member,
      membership_month: payment.membership_month.slice(0, 7),
      amount_paid: String(payment.amount_paid),
      payment_method: payment.payment_method ?? "CASH",
      notes: payment.notes ?? "",
    },
    // Part 2 §9: "amount defaults to 0 when empty, minimum 0".
    toPayload: (v) => ({
      member_id: v.member_id,
      membership_month: v.membership_month,
      amount_paid: v.amount_paid.trim() || "0",
      payment_method: v.payment_method,
      notes: v.notes,
    }),
  });
  const title = "Edit Payment Record";
  const submit = form.submitWith((body) =>
    update.mutate(
      { id: payment.id, idempotencyKey: form.idempotencyKey, body },
      {
        onSuccess: (a: { message: string }) => {
          notify({ color: "green", title, message: a.message });
          onClose();
        },
        onError: form.showServerErrors,
      },
    ),
  );
  const busy = update.isPending;
  return (
    <FormModal
      title={title}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Update Payment"
      error={update.isError && <RetryAlert title={FAILED_TO_UPDATE_PAYMENT_RECORD} error={update.error} />}
    >
      {automaticRules}
      <GymMemberSelect
        label="Select Member"
        withAsterisk
        clearable={false}
        placeholder="Search members"
        disabled
        value={form.values.member_id}
        onChange={(id) => form.setFieldValue("member_id", id)}
        error={form.errors.member_id}
      />
      <TextInput
        label="Membership month"
        type="month"
        withAsterisk
        disabled
        {...form.getInputProps("membership_month")}
      />
      <MoneyInput
        label="Amount Paid"
        description={MEMBER_PAYMENT_LEAVE_EMPTY_HINT}
        disabled={busy}
        {...form.getInputProps("amount_paid")}
      />
      <Select
        label="Payment Method"
        data={ALL_METHODS}
        allowDeselect={false}
        disabled={busy}
        {...form.getInputProps("payment_method")}
      />
      <Textarea label="Notes" autosize minRows={2} maxLength={2000} disabled={busy} {...form.getInputProps("notes")} />
    </FormModal>
  );
}
