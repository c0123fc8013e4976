import { CONFIRM_DELETE_TRANSACTION, type ExpenseTransaction, FAILED_TO_DELETE_TRANSACTION } from "@gym/contracts";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useDeleteTransaction } from "../../api/delete-transaction.ts";

const RECEIPT_HINT = "Recorded from a member payment: change it in Member Payments";

/** Edit and Delete (with the spec's confirmation); a receipt's income row offers neither (decision 0161). */
export function TransactionRowActions({
  transaction,
  onEdit,
}: {
  transaction: ExpenseTransaction;
  onEdit: () => void;
}) {
  const remove = useDeleteTransaction();
  const locked = transaction.receipt_id !== null;
  const askDelete = () =>
    openConfirm({
      title: "Delete transaction",
      message: CONFIRM_DELETE_TRANSACTION,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(transaction.id, {
          onSuccess: (answer) => notify({ color: "green", title: "Transaction deleted", message: answer.message }),
          onError: (error) =>
            notify({
              color: "red",
              title: FAILED_TO_DELETE_TRANSACTION,
              message: failureText(error, FAILED_TO_DELETE_TRANSACTION),
            }),
        }),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={locked ? RECEIPT_HINT : "Edit"} multiline maw={240}>
        <span>
          <ActionIcon variant="subtle" aria-label={`Edit ${transaction.title}`} disabled={locked} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </span>
      </Tooltip>
      <Tooltip label={locked ? RECEIPT_HINT : "Delete"} multiline maw={240}>
        <span>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${transaction.title}`}
            disabled={locked}
            loading={remove.isPending}
            onClick={askDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </span>
      </Tooltip>
    </Group>
  );
}
