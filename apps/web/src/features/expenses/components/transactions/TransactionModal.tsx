import {
  type ExpenseCategory,
  type ExpenseTransaction,
  FAILED_TO_CREATE_TRANSACTION,
  FAILED_TO_UPDATE_TRANSACTION,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  quickAddFields,
  TRANSACTION_REFERENCE_MAX,
  TRANSACTION_TITLE_MAX,
} from "@gym/contracts";
import { Grid, Modal, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { useCreateTransaction } from "../../api/create-transaction.ts";
import { useUpdateTransaction } from "../../api/update-transaction.ts";
import { categoriesFor, categoryOptions } from "../../utils/category-options.ts";
import {
  emptyTransaction,
  type TransactionFormValues,
  toTransactionPayload,
  valuesFromTransaction,
} from "../../utils/transaction-form.ts";
import { validateWith } from "../../utils/validate-with.ts";
import { MemberSelect } from "./MemberSelect.tsx";

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const validate = validateWith(quickAddFields, toTransactionPayload);

interface Props {
  transaction: ExpenseTransaction | null;
  categories: readonly ExpenseCategory[];
  onClose: () => void;
}

/** Create/edit with every field of part 2 §2 ("Transaction form fields"); §5 rules, §9 defaults. */
export function TransactionModal({ transaction, categories, onClose }: Props) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const mutation = transaction ? update : create;
  const busy = mutation.isPending;
  const form = useForm<TransactionFormValues>({
    mode: "controlled",
    initialValues: transaction ? valuesFromTransaction(transaction) : emptyTransaction(todayIso()),
    validate,
  });
  const type = form.values.transaction_type;
  const options = categoryOptions(categoriesFor(categories, type, transaction?.category));

  const submit = form.onSubmit((values) => {
    const payload = toTransactionPayload(values);
    const done = (answer: { message: string }) => {
      notifications.show({
        color: "green",
        title: transaction ? "Transaction updated" : "Transaction created",
        message: answer.message,
      });
      onClose();
    };
    if (transaction) update.mutate({ id: transaction.id, ...payload }, { onSuccess: done });
    else create.mutate(payload, { onSuccess: done });
  });
  const close = () => !busy && onClose();

  return (
    <Modal
      opened
      onClose={close}
      title={transaction ? "Edit Transaction" : "Add Transaction"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate aria-label={transaction ? "Edit transaction" : "Add transaction"}>
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4}>
              Transaction Type{" "}
              <span aria-hidden style={{ color: "var(--mantine-color-red-8)" }}>
                *
              </span>
            </Text>
            <SegmentedControl
              fullWidth
              disabled={busy}
              aria-label="Transaction Type"
              data={[
                { value: "EXPENSE", label: "Expense" },
                { value: "INCOME", label: "Income" },
              ]}
              value={type}
              onChange={(v) => {
                form.setFieldValue("transaction_type", v as TransactionFormValues["transaction_type"]);
                form.setFieldValue("category", "");
              }}
            />
          </div>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Category"
                withAsterisk
                searchable
                data={options}
                disabled={busy}
                {...form.getInputProps("category")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label="Amount"
                withAsterisk
                min={0}
                step={0.01}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                prefix="₹"
                disabled={busy}
                {...form.getInputProps("amount")}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label="Title"
            withAsterisk
            maxLength={TRANSACTION_TITLE_MAX}
            disabled={busy}
            {...form.getInputProps("title")}
          />
          <Textarea label="Description" autosize minRows={2} disabled={busy} {...form.getInputProps("description")} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Payment Method"
                data={METHOD_OPTIONS}
                allowDeselect={false}
                disabled={busy}
                {...form.getInputProps("payment_method")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateTextInput
                iso
                label="Transaction Date"
                withAsterisk
                maxDate={todayIso()}
                disabled={busy}
                {...form.getInputProps("transaction_date")}
              />
            </Grid.Col>
          </Grid>
          <MemberSelect
            label="Member"
            allowNone
            currentLabel={transaction?.member_name ?? null}
            disabled={busy}
            value={form.values.member}
            onChange={(v) => form.setFieldValue("member", v)}
          />
          <TextInput
            label="Reference Number"
            maxLength={TRANSACTION_REFERENCE_MAX}
            disabled={busy}
            {...form.getInputProps("reference_number")}
          />
          <Textarea label="Notes" autosize minRows={2} disabled={busy} {...form.getInputProps("notes")} />
          {mutation.error && (
            <RetryAlert
              title={transaction ? FAILED_TO_UPDATE_TRANSACTION : FAILED_TO_CREATE_TRANSACTION}
              error={mutation.error}
            />
          )}
          <ModalFormActions
            submitLabel={transaction ? "Update Transaction" : "Create Transaction"}
            onCancel={close}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
