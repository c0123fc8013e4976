import { bulkMarkPaidBody, FAILED_TO_BULK_MARK_PAID, type PaymentMethod } from "@gym/contracts";
import { Select, Text } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useBulkMarkPaid } from "../../api/bulk-mark-paid.ts";
import { POPUP_METHODS } from "../shared/payment-methods.ts";

interface Values {
  payment_method: PaymentMethod;
}

/** Bulk Pay: every selected record is paid in full (all or nothing, decision 0184). */
export function BulkPayModal({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const bulk = useBulkMarkPaid();
  const form = useContractForm<Values, { payment_ids: number[]; payment_method: PaymentMethod }>({
    schema: bulkMarkPaidBody,
    initialValues: { payment_method: "CASH" },
    toPayload: (v) => ({ payment_ids: ids, payment_method: v.payment_method }),
    fieldOf: { payment_ids: "form" },
  });
  const submit = form.submitWith((body) =>
    bulk.mutate(body, {
      onSuccess: (answer) => {
        notify({ color: "green", title: "Bulk Pay", message: answer.message });
        onDone();
      },
    }),
  );
  return (
    <FormModal
      title="Bulk Pay"
      busy={bulk.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={`Mark ${ids.length} as Paid`}
      error={
        (bulk.isError && <RetryAlert title={FAILED_TO_BULK_MARK_PAID} error={bulk.error} />) ||
        (form.errors.form && <RetryAlert title={String(form.errors.form)} />)
      }
    >
      <Text size="sm">Mark {ids.length} selected payment(s) as paid in full, late fees included.</Text>
      <Select
        label="Payment Method"
        data={POPUP_METHODS}
        allowDeselect={false}
        disabled={bulk.isPending}
        {...form.getInputProps("payment_method")}
      />
    </FormModal>
  );
}
