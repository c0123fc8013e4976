import {
  FAILED_TO_CREATE_PAYMENT_RECORD,
  FAILED_TO_UPDATE_PAYMENT_RECORD,
  type MemberPayment,
  type PaymentMethod,
  SELECT_MEMBER_AND_MONTH,
} from "@gym/contracts";
import { Alert, List, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
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

const amountOk = (v: string) => v.trim() === "" || (/^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) >= 0);

/** Create/edit a payment record (part 2 §2, §5); editing disables the member and month fields. */
export function PaymentFormModal({ payment, onClose }: { payment: MemberPayment | null; onClose: () => void }) {
  const key = useMemo(() => newIdempotencyKey(), []);
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const mutation = payment ? update : create;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      member_id: payment?.member ?? null,
      membership_month: payment?.membership_month.slice(0, 7) ?? todayIso().slice(0, 7),
      amount_paid: payment ? String(payment.amount_paid) : "",
      payment_method: payment?.payment_method ?? "CASH",
      notes: payment?.notes ?? "",
    },
    validate: {
      member_id: (v) => (v === null ? SELECT_MEMBER_AND_MONTH : null),
      membership_month: (v) => (/^\d{4}-\d{2}$/.test(v) ? null : SELECT_MEMBER_AND_MONTH),
      amount_paid: (v) => (amountOk(v) ? null : "Amount paid must be an amount in rupees, 0 or more"),
    },
  });
  const failed = payment ? FAILED_TO_UPDATE_PAYMENT_RECORD : FAILED_TO_CREATE_PAYMENT_RECORD;
  const title = payment ? "Edit Payment Record" : "Record Payment";
  const submit = form.onSubmit((v) => {
    const body = {
      member_id: v.member_id,
      membership_month: v.membership_month,
      amount_paid: v.amount_paid.trim() || "0",
      payment_method: v.payment_method,
      notes: v.notes,
    };
    const done = {
      onSuccess: (a: { message: string }) => {
        notify({ color: "green", title: title, message: a.message });
        onClose();
      },
    };
    if (payment) update.mutate({ id: payment.id, idempotencyKey: key, body }, done);
    else create.mutate({ idempotencyKey: key, body }, done);
  });
  const busy = mutation.isPending;
  return (
    <Modal opened onClose={() => !busy && onClose()} title={title} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
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
          <TextInput
            label="Amount paid"
            inputMode="decimal"
            leftSection="₹"
            description="Leave empty to create a pending payment"
            disabled={busy}
            {...form.getInputProps("amount_paid")}
          />
          <Select
            label="Payment method"
            data={ALL_METHODS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps("payment_method")}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            disabled={busy}
            {...form.getInputProps("notes")}
          />
          {mutation.isError && <RetryAlert title={failed} error={mutation.error} />}
          <ModalFormActions
            submitLabel={payment ? "Update Payment" : "Create Payment"}
            onCancel={onClose}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
