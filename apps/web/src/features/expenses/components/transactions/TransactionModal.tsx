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
import { Grid, SegmentedControl, Select, Text, Textarea, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { gymToday } from "../../../../lib/calendar-date.ts";
import { useCreateTransaction } from "../../api/create-transaction.ts";
import { useUpdateTransaction } from "../../api/update-transaction.ts";
import { categoriesFor, categoryOptions } from "../../utils/category-options.ts";
import {
  emptyTransaction,
  type TransactionFormValues,
  toTransactionPayload,
  valuesFromTransaction,
} from "../../utils/transaction-form.ts";
import { MemberSelect } from "./MemberSelect.tsx";

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

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
  const form = useContractForm({
    schema: quickAddFields,
    initialValues: transaction ? valuesFromTransaction(transaction) : emptyTransaction(gymToday()),
    toPayload: toTransactionPayload,
  });
  const type = form.values.transaction_type;
  const options = categoryOptions(categoriesFor(categories, type, transaction?.category));

  const submit = form.submitWith((payload) => {
    const done = (answer: { message: string }) => {
      notify({
        color: "green",
        title: transaction ? "Transaction updated" : "Transaction created",
        message: answer.message,
      });
      onClose();
    };
    const failed = { onError: form.showServerErrors };
    if (transaction) update.mutate({ id: transaction.id, ...payload }, { onSuccess: done, ...failed });
    else create.mutate(payload, { onSuccess: done, ...failed });
  });

  return (
    <FormModal
      title={transaction ? "Edit Transaction" : "Add Transaction"}
      formLabel={transaction ? "Edit transaction" : "Add transaction"}
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={transaction ? "Update Transaction" : "Create Transaction"}
      error={
        mutation.error && (
          <RetryAlert
            title={transaction ? FAILED_TO_UPDATE_TRANSACTION : FAILED_TO_CREATE_TRANSACTION}
            error={mutation.error}
          />
        )
      }
    >
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
          <MoneyInput label="Amount" withAsterisk disabled={busy} {...form.getInputProps("amount")} />
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
            maxDate={gymToday()}
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
    </FormModal>
  );
}
