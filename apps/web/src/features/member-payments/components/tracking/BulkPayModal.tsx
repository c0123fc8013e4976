import { FAILED_TO_BULK_MARK_PAID, type PaymentMethod } from "@gym/contracts";
import { Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useBulkMarkPaid } from "../../api/bulk-mark-paid.ts";
import { POPUP_METHODS } from "../shared/payment-methods.ts";

/** Bulk Pay: every selected record is paid in full (all or nothing, decision 0184). */
export function BulkPayModal({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const [method, setMethod] = useState<PaymentMethod>("CASH");
  const bulk = useBulkMarkPaid();
  const submit = () =>
    bulk.mutate(
      { payment_ids: ids, payment_method: method },
      {
        onSuccess: (answer) => {
          notify({ color: "green", title: "Bulk Pay", message: answer.message });
          onDone();
        },
      },
    );
  return (
    <Modal
      opened
      onClose={() => !bulk.isPending && onClose()}
      title="Bulk Pay"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="sm">
        <Text size="sm">Mark {ids.length} selected payment(s) as paid in full, late fees included.</Text>
        <Select
          label="Payment Method"
          data={POPUP_METHODS}
          value={method}
          allowDeselect={false}
          onChange={(v) => v && setMethod(v as PaymentMethod)}
        />
        {bulk.isError && <RetryAlert title={FAILED_TO_BULK_MARK_PAID} error={bulk.error} />}
        <ModalFormActions
          submitLabel={`Mark ${ids.length} as Paid`}
          onCancel={onClose}
          busy={bulk.isPending}
          onSubmit={submit}
        />
      </Stack>
    </Modal>
  );
}
