import { type ExpenseTransaction, FAILED_TO_FETCH_TRANSACTIONS, TRANSACTIONS_PAGE_SIZE_DEFAULT } from "@gym/contracts";
import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconBolt, IconCash, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ExportMenu } from "../../../components/ui/ExportMenu.tsx";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { exportTransactions } from "../api/export-transactions.ts";
import { useExpenseCategories } from "../api/get-expense-categories.ts";
import { useTransactions } from "../api/get-transactions.ts";
import { readableText } from "../components/common/colors.ts";
import { ExpenseSectionLinks } from "../components/common/ExpenseSectionLinks.tsx";
import { QuickAddModal } from "../components/transactions/QuickAddModal.tsx";
import { RecordMemberPaymentModal } from "../components/transactions/RecordMemberPaymentModal.tsx";
import { TransactionFiltersBar } from "../components/transactions/TransactionFiltersBar.tsx";
import { TransactionModal } from "../components/transactions/TransactionModal.tsx";
import { TransactionRows } from "../components/transactions/TransactionRows.tsx";
import { TransactionTotals } from "../components/transactions/TransactionTotals.tsx";
import { filtersToParams, isFiltered, parseTransactionFilters } from "../utils/transaction-filters.ts";

type Open = { kind: "form"; transaction: ExpenseTransaction | null } | { kind: "quick" } | { kind: "member" } | null;

/** /dashboard/expenseTransactions (part 2 §2 "Expense transactions"). Filters live in the query string. */
export default function ExpenseTransactionsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTransactionFilters(params), [params]);
  const list = useTransactions({ ...filters, page_size: TRANSACTIONS_PAGE_SIZE_DEFAULT });
  const categories = useExpenseCategories();
  const [open, setOpen] = useState<Open>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const allCategories = categories.data?.categories ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Expense Transactions"
        actions={
          <>
            <Button leftSection={<IconBolt size={16} aria-hidden />} onClick={() => setOpen({ kind: "quick" })}>
              Quick Add
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOpen({ kind: "form", transaction: null })}
            >
              Add Transaction
            </Button>
            <Button
              variant="light"
              color="teal"
              c={readableText("teal")}
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={() => setOpen({ kind: "member" })}
            >
              Record Member Payment
            </Button>
            <ExportMenu download={exportTransactions} filters={{ ...filters, page: undefined, page_size: undefined }} />
          </>
        }
      />
      <ExpenseSectionLinks />
      <TransactionFiltersBar
        filters={filters}
        categories={allCategories}
        onChange={(f) => setParams(filtersToParams(f))}
      />
      {list.isError && (
        <RetryAlert
          text={failureText(list.error, FAILED_TO_FETCH_TRANSACTIONS)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label="Loading transactions">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={52} radius="sm" />
          ))}
        </Stack>
      )}
      {data && <TransactionTotals count={data.count} income={data.totals.income} expense={data.totals.expense} />}
      {data && data.transactions.length === 0 && (
        <Stack align="center" gap="xs" py="xl">
          <Text c="gray.7">
            {isFiltered(filters) ? "No transactions match these filters." : "No transactions yet."}
          </Text>
          {isFiltered(filters) ? (
            <Button variant="subtle" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : (
            <Button variant="light" onClick={() => setOpen({ kind: "quick" })}>
              Record the first one with Quick Add
            </Button>
          )}
        </Stack>
      )}
      {data && data.transactions.length > 0 && (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          <TransactionRows transactions={data.transactions} onEdit={(t) => setOpen({ kind: "form", transaction: t })} />
          {pages > 1 && (
            <Group justify="center">
              <ListPagination
                total={pages}
                value={data.page}
                onChange={(page) => setParams(filtersToParams({ ...filters, page }))}
              />
            </Group>
          )}
        </Stack>
      )}
      {open?.kind === "form" && (
        <TransactionModal transaction={open.transaction} categories={allCategories} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "quick" && <QuickAddModal categories={allCategories} onClose={() => setOpen(null)} />}
      {open?.kind === "member" && <RecordMemberPaymentModal onClose={() => setOpen(null)} />}
    </Stack>
  );
}
