import { FAILED_TO_VOID_RECEIPT, type Invoice, VOID_REASON_MAX, voidInvoiceBody } from "@gym/contracts";
import { Stack, Text, Textarea } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatInvoiceRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useVoidInvoice } from "../../api/void-invoice.ts";

export type VoidTarget = Pick<
  Invoice,
  "invoice_id" | "invoice_number" | "member_name" | "amount" | "membership_period" | "payment_date"
>;

/**
 * Void a receipt (issue 25 §4, decision 0334): a confirmation with the reason, validated by the server's own
 * schema. The receipt keeps its number; the ledger is reversed, the bill owes again and a tax invoice gets a
 * credit note. Shown only to roles that may void (the caller checks `useMayCall`); a refusal shows the server's text.
 */
export function VoidReceiptModal({ invoice, onClose }: { invoice: VoidTarget; onClose: () => void }) {
  const mutation = useVoidInvoice();
  const form = useContractForm<{ reason: string }, Record<string, unknown>>({
    schema: voidInvoiceBody,
    initialValues: { reason: "" },
  });
  const title = `Void receipt ${invoice.invoice_number}`;
  const submit = form.submitWith((payload) =>
    mutation.mutate(
      { id: invoice.invoice_id, reason: String(payload.reason).trim() },
      {
        onSuccess: (a) => {
          const note = a.invoice.credit_note_number ? ` Credit note ${a.invoice.credit_note_number} issued.` : "";
          notify({ color: "green", title: a.message, message: `${invoice.invoice_number} is void.${note}` });
          onClose();
        },
        onError: form.showServerErrors,
      },
    ),
  );
  return (
    <FormModal
      title={title}
      busy={mutation.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Void receipt"
      error={mutation.isError && <RetryAlert title={FAILED_TO_VOID_RECEIPT} error={mutation.error} />}
    >
      <Stack gap={4}>
        <Text size="sm">
          {invoice.member_name}: {formatInvoiceRupees(invoice.amount)} for {invoice.membership_period}, received{" "}
          {formatDate(invoice.payment_date)}.
        </Text>
        <Text size="xs" c="gray.7">
          The receipt keeps its number and is marked void; its income is reversed and the bill owes again. A tax invoice
          gets a credit note. This cannot be undone.
        </Text>
      </Stack>
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxLength={VOID_REASON_MAX}
        disabled={mutation.isPending}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
