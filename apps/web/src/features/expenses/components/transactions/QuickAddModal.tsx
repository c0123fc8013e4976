import {
  type ExpenseCategory,
  FAILED_TO_ADD_TRANSACTION,
  PAYMENT_METHOD_LABELS,
  QUICK_ADD_METHODS,
  QUICK_ADD_MORE_CATEGORIES,
  QUICK_AMOUNTS,
  quickAddFields,
} from "@gym/contracts";
import { Button, Group, Input, Select, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { gymToday } from "../../../../lib/calendar-date.ts";
import { useCreateTransaction } from "../../api/create-transaction.ts";
import { quickAmountLabel, splitQuickCategories } from "../../utils/quick-add.ts";
import { emptyTransaction, toTransactionPayload } from "../../utils/transaction-form.ts";
import { CategoryIcon } from "../common/CategoryIcon.tsx";

/**
 * Quick Add Transaction (part 2 §2): category buttons (first 8, the rest under 'More categories...'),
 * amount with quick-amount buttons, payment method buttons (no Cheque), title, description, date. The
 * type follows the category (income categories record income).
 */
export function QuickAddModal({
  categories,
  onClose,
}: {
  categories: readonly ExpenseCategory[];
  onClose: () => void;
}) {
  const create = useCreateTransaction();
  const busy = create.isPending;
  const { buttons, more } = splitQuickCategories(categories);
  const form = useContractForm({
    schema: quickAddFields,
    initialValues: emptyTransaction(gymToday()),
    toPayload: toTransactionPayload,
  });
  const chosen = categories.find((c) => String(c.id) === form.values.category);

  const pick = (c: ExpenseCategory | undefined) => {
    if (!c) return;
    const previous = categories.find((x) => String(x.id) === form.values.category);
    form.setValues({
      category: String(c.id),
      transaction_type: c.is_income ? "INCOME" : "EXPENSE",
      // The category's name is a good title until the owner types one.
      title: !form.values.title || form.values.title === previous?.name ? c.name : form.values.title,
    });
  };
  const submit = form.submitWith((payload) =>
    create.mutate(payload, {
      onSuccess: (answer) => {
        notify({ color: "green", title: "Transaction added", message: answer.message });
        onClose();
      },
    }),
  );

  return (
    <FormModal
      title="Quick Add Transaction"
      formLabel="Quick add transaction"
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Transaction"
      error={create.error && <RetryAlert title={FAILED_TO_ADD_TRANSACTION} error={create.error} />}
    >
      <Input.Wrapper label="Category" withAsterisk error={form.errors.category}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={4}>
          {buttons.map((c) => {
            const selected = form.values.category === String(c.id);
            return (
              <Button
                key={c.id}
                variant={selected ? "filled" : "default"}
                aria-pressed={selected}
                justify="flex-start"
                leftSection={<CategoryIcon type={c.category_type} size={22} />}
                onClick={() => pick(c)}
                disabled={busy}
                styles={{ label: { overflow: "hidden", textOverflow: "ellipsis" } }}
              >
                {c.name}
              </Button>
            );
          })}
        </SimpleGrid>
      </Input.Wrapper>
      {more.length > 0 && (
        <Select
          aria-label={QUICK_ADD_MORE_CATEGORIES}
          placeholder={QUICK_ADD_MORE_CATEGORIES}
          searchable
          data={more.map((c) => ({ value: String(c.id), label: c.name }))}
          value={more.some((c) => String(c.id) === form.values.category) ? form.values.category : null}
          onChange={(v) => pick(more.find((c) => String(c.id) === v))}
          disabled={busy}
        />
      )}
      {chosen && (
        <Text size="sm" c={chosen.is_income ? "teal.9" : "gray.7"}>
          Recording {chosen.is_income ? "income" : "an expense"} in {chosen.name}
        </Text>
      )}
      <MoneyInput label="Amount" withAsterisk disabled={busy} {...form.getInputProps("amount")} />
      <Group gap={6}>
        {QUICK_AMOUNTS.map((a) => (
          <Button
            key={a}
            size="compact-sm"
            variant="light"
            disabled={busy}
            onClick={() => form.setFieldValue("amount", String(a))}
          >
            {quickAmountLabel(a)}
          </Button>
        ))}
      </Group>
      <Input.Wrapper label="Payment Method">
        <Group gap={6} mt={4} role="group" aria-label="Payment Method">
          {QUICK_ADD_METHODS.map((m) => {
            const selected = form.values.payment_method === m;
            return (
              <Button
                key={m}
                size="compact-md"
                variant={selected ? "filled" : "default"}
                aria-pressed={selected}
                disabled={busy}
                onClick={() => form.setFieldValue("payment_method", m)}
              >
                {PAYMENT_METHOD_LABELS[m]}
              </Button>
            );
          })}
        </Group>
      </Input.Wrapper>
      <TextInput label="Title" withAsterisk disabled={busy} {...form.getInputProps("title")} />
      <Textarea label="Description" autosize minRows={1} disabled={busy} {...form.getInputProps("description")} />
      <DateTextInput
        iso
        label="Date"
        withAsterisk
        maxDate={gymToday()}
        disabled={busy}
        {...form.getInputProps("transaction_date")}
      />
    </FormModal>
  );
}
