import { FAILED_TO_BULK_MARK_PAID, type PaymentMethod } from "@gym/contracts";
import { Alert, Modal, Select, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useBulkMarkPaid } from "../../api/bulk-mark-paid.ts";
import { notify } from "../../utils/notify.tsx";
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
          notify("green", "Bulk Pay", answer.message);
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
        {bulk.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={FAILED_TO_BULK_MARK_PAID}>
            {failureText(bulk.error, FAILED_TO_BULK_MARK_PAID)}
          </Alert>
        )}
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
