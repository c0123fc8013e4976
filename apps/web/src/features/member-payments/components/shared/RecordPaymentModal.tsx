import "@mantine/dates/styles.css";
import {
  createByMemberBody,
  FAILED_TO_RECORD_PAYMENT,
  MEMBER_PAYMENT_RECORDED,
  markPaidBody,
  type PaymentMethod,
  RENEWAL_DAYS,
} from "@gym/contracts";
import { Select, Text } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { addDays, formatDate, gymToday } from "../../../../lib/calendar-date.ts";
import { useCreateByMember } from "../../api/create-by-member.ts";
import { useMarkPaid } from "../../api/mark-paid.ts";
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

/**
 * Part 2 §2 "Popups: Record Payment (method, amount, optional new renewal date)", with the UPI QR. A record
 * that owes is checked with mark-paid's schema, a member's month with create-by-member's ("Please enter a
 * valid amount" for an amount that is not above 0).
 */
export function RecordPaymentModal({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const markPaid = useMarkPaid();
  const byMember = useCreateByMember();
  const mutation = target.paymentId ? markPaid : byMember;
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: target.paymentId ? markPaidBody : createByMemberBody,
    initialValues: {
      payment_method: "CASH",
      amount: target.remaining > 0 ? String(target.remaining) : "",
      renewal_date: "",
    },
    toPayload: (v) => ({
      ...(target.paymentId ? {} : { member_id: target.memberId }),
      payment_method: v.payment_method,
      amount_paid: v.amount.trim(),
      ...(v.renewal_date ? { renewal_date: v.renewal_date } : {}),
    }),
    fieldOf: { amount_paid: "amount" },
  });
  const link = useUpiLink(target.memberId, target.month, form.values.amount, target.reference);
  const defaultRenewal = addDays(target.renewalDate, RENEWAL_DAYS);
  const busy = mutation.isPending;
  const title = target.title ?? "Record Payment";

  const submit = form.submitWith((_, v) => {
    const common = {
      idempotencyKey: form.idempotencyKey,
      payment_method: v.payment_method,
      amount_paid: v.amount.trim(),
      ...(v.renewal_date ? { renewal_date: v.renewal_date } : {}),
    };
    const done = {
      onSuccess: () => {
        notify({ color: "green", title: MEMBER_PAYMENT_RECORDED, message: target.memberName });
        onClose();
      },
      onError: form.showServerErrors,
    };
    if (target.paymentId) markPaid.mutate({ id: target.paymentId, ...common }, done);
    else byMember.mutate({ member_id: target.memberId, ...common }, done);
  });

  return (
    <FormModal
      title={title}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Record Payment"
      submitDisabled={form.values.amount.trim() === ""}
      error={mutation.isError && <RetryAlert title={FAILED_TO_RECORD_PAYMENT} error={mutation.error} />}
    >
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
      <MoneyInput label="Amount" withAsterisk disabled={busy} {...form.getInputProps("amount")} />
      <DateTextInput
        iso
        label="New Renewal Date"
        minDate={gymToday()}
        hint={defaultRenewal ? `Leave empty for ${formatDate(defaultRenewal)} (last renewal + 30 days)` : undefined}
        disabled={busy}
        value={form.values.renewal_date}
        onChange={(value) => form.setFieldValue("renewal_date", value)}
      />
      {link && <UpiQr link={link} caption={`Scan to pay ${formatRupees(Number(form.values.amount))} by UPI`} />}
    </FormModal>
  );
}
