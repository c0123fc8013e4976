import "@mantine/dates/styles.css";
import { FAILED_TO_RECORD_PAYMENT, MEMBER_PAYMENT_RECORDED, type PaymentMethod, RENEWAL_DAYS } from "@gym/contracts";
import { Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { addDays, formatDate, todayIso } from "../../../../lib/calendar-date.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { useCreateByMember } from "../../api/create-by-member.ts";
import { useMarkPaid } from "../../api/mark-paid.ts";
import { amountError } from "../../utils/amounts.ts";
import { notify } from "../../utils/notify.tsx";
import { POPUP_METHODS } from "./payment-methods.ts";
import { UpiQr } from "./UpiQr.tsx";
import { useUpiLink } from "./use-upi-link.ts";

/** Who is paying and for what: a record that owes (mark-paid), or the member's month (create-by-member). */
export interface PaymentTarget {
  memberId: number;
  memberName: string;
  renewalDate: string;
  /** The record being paid; null pays this month (or the next open one) by member. */
  paymentId: number | null;
  /** What is owed now (the amount the form starts with). */
  remaining: number;
  reference: string | null;
  /** YYYY-MM of the record (this month when none). */
  month: string;
  title?: string;
}

interface Values {
  payment_method: PaymentMethod;
  amount: string;
  renewal_date: string;
}

/** Part 2 §2 "Popups: Record Payment (method, amount, optional new renewal date)", with the UPI QR. */
export function RecordPaymentModal({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const key = useMemo(() => newIdempotencyKey(), []);
  const markPaid = useMarkPaid();
  const byMember = useCreateByMember();
  const mutation = target.paymentId ? markPaid : byMember;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      payment_method: "CASH",
      amount: target.remaining > 0 ? String(target.remaining) : "",
      renewal_date: "",
    },
    validate: { amount: (v) => amountError(v) },
  });
  const link = useUpiLink(target.memberId, target.month, form.values.amount, target.reference);
  const defaultRenewal = addDays(target.renewalDate, RENEWAL_DAYS);
  const busy = mutation.isPending;

  const submit = form.onSubmit((v) => {
    const common = {
      idempotencyKey: key,
      payment_method: v.payment_method,
      amount_paid: v.amount.trim(),
      ...(v.renewal_date ? { renewal_date: v.renewal_date } : {}),
    };
    const done = {
      onSuccess: () => {
        notify("green", MEMBER_PAYMENT_RECORDED, target.memberName);
        onClose();
      },
    };
    if (target.paymentId) markPaid.mutate({ id: target.paymentId, ...common }, done);
    else byMember.mutate({ member_id: target.memberId, ...common }, done);
  });
  const close = () => !busy && onClose();

  return (
    <Modal opened onClose={close} title={target.title ?? "Record Payment"} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate aria-label={target.title ?? "Record Payment"}>
        <Stack gap="sm">
          <Text size="sm">
            <strong>{target.memberName}</strong>
            {target.remaining > 0 && ` owes ${formatRupees(target.remaining)}`}
          </Text>
          <Select
            label="Payment Method"
            data={POPUP_METHODS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps("payment_method")}
          />
          <TextInput
            label="Amount"
            withAsterisk
            inputMode="decimal"
            leftSection="₹"
            disabled={busy}
            {...form.getInputProps("amount")}
          />
          <DateTextInput
            iso
            label="New Renewal Date"
            minDate={todayIso()}
            hint={defaultRenewal ? `Leave empty for ${formatDate(defaultRenewal)} (last renewal + 30 days)` : undefined}
            disabled={busy}
            value={form.values.renewal_date}
            onChange={(value) => form.setFieldValue("renewal_date", value)}
          />
          {link && <UpiQr link={link} caption={`Scan to pay ${formatRupees(Number(form.values.amount))} by UPI`} />}
          {mutation.isError && <RetryAlert title={FAILED_TO_RECORD_PAYMENT} error={mutation.error} />}
          <ModalFormActions
            submitLabel="Record Payment"
            onCancel={close}
            busy={busy}
            submitDisabled={form.values.amount.trim() === ""}
          />
        </Stack>
      </form>
    </Modal>
  );
}
