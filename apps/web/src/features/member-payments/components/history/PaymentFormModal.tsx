import {
  createMemberPaymentBody,
  FAILED_TO_CREATE_PAYMENT_RECORD,
  FAILED_TO_UPDATE_PAYMENT_RECORD,
  type MemberPayment,
  type PaymentMethod,
  updateMemberPaymentBody,
} from "@gym/contracts";
import { Alert, List, Select, Textarea, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { useCreatePayment } from "../../api/create-payment.ts";
import { useUpdatePayment } from "../../api/update-payment.ts";
import { MemberPicker } from "../shared/MemberPicker.tsx";
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

/**
 * Create/edit a payment record (part 2 §2, §5); editing disables the member and month fields. Checked with
 * the create call's schema ('Please select member and membership month') or the update call's.
 */
export function PaymentFormModal({ payment, onClose }: { payment: MemberPayment | null; onClose: () => void }) {
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const mutation = payment ? update : create;
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: payment ? updateMemberPaymentBody : createMemberPaymentBody,
    initialValues: {
      member_id: payment?.member ?? null,
      membership_month: payment?.membership_month.slice(0, 7) ?? todayIso().slice(0, 7),
      amount_paid: payment ? String(payment.amount_paid) : "",
      payment_method: payment?.payment_method ?? "CASH",
      notes: payment?.notes ?? "",
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
  const failed = payment ? FAILED_TO_UPDATE_PAYMENT_RECORD : FAILED_TO_CREATE_PAYMENT_RECORD;
  const title = payment ? "Edit Payment Record" : "Record Payment";
  const submit = form.submitWith((body) => {
    const done = {
      onSuccess: (a: { message: string }) => {
        notify({ color: "green", title, message: a.message });
        onClose();
      },
      onError: form.showServerErrors,
    };
    const idempotencyKey = form.idempotencyKey;
    if (payment) update.mutate({ id: payment.id, idempotencyKey, body }, done);
    else create.mutate({ idempotencyKey, body }, done);
  });
  const busy = mutation.isPending;
  return (
    <FormModal
      title={title}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={payment ? "Update Payment" : "Create Payment"}
      error={mutation.isError && <RetryAlert title={failed} error={mutation.error} />}
    >
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="Calculated automatically">
        <List size="sm" spacing={2}>
          {AUTOMATIC_RULES.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </Alert>
      <MemberPicker
        label="Member"
        withAsterisk
        placeholder="Search members"
        disabled={Boolean(payment) || busy}
        value={form.values.member_id}
        onChange={(id) => form.setFieldValue("member_id", id)}
        error={form.errors.member_id}
      />
      <TextInput
        label="Membership month"
        type="month"
        withAsterisk
        disabled={Boolean(payment) || busy}
        {...form.getInputProps("membership_month")}
      />
      <MoneyInput
        label="Amount paid"
        description="Leave empty to create a pending payment"
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
