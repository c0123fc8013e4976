import { Button, Paper, SimpleGrid, Title } from "@mantine/core";
import { IconCalendarRepeat, IconCash, IconCategory, IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router-dom";

const ACTIONS = [
  { to: "/dashboard/expenseTransactions", label: "Transactions", icon: IconReceipt },
  { to: "/dashboard/memberPayments", label: "Member Payments", icon: IconCash },
  { to: "/dashboard/expenseCategories", label: "Categories", icon: IconCategory },
  { to: "/dashboard/recurringExpenses", label: "Recurring Expenses", icon: IconCalendarRepeat },
] as const;

/** Part 2 §2: "quick actions to expenseTransactions, memberPayments, expenseCategories, recurringExpenses". */
export function ReportQuickActions() {
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-label="Quick actions">
      <Title order={3} size="h5" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            justify="flex-start"
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
