import { Button, Group } from "@mantine/core";
import { IconCalendarRepeat, IconCash, IconCategory, IconChartBar, IconReceipt } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";

const LINKS = [
  { to: "/dashboard/expenseReports", label: "Reports", icon: IconChartBar },
  { to: "/dashboard/expenseTransactions", label: "Transactions", icon: IconReceipt },
  { to: "/dashboard/expenseCategories", label: "Categories", icon: IconCategory },
  { to: "/dashboard/recurringExpenses", label: "Recurring", icon: IconCalendarRepeat },
  { to: "/dashboard/memberPayments", label: "Member Payments", icon: IconCash },
] as const;

/** The Expenses group's screens (part 1 §2 menu grouping), one tap apart on every expenses screen. */
export function ExpenseSectionLinks() {
  const { pathname } = useLocation();
  return (
    <Group gap={6} component="nav" aria-label="Expenses screens" wrap="wrap">
      {LINKS.filter((l) => l.to !== pathname).map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="compact-sm"
          variant="light"
          color="gray"
          leftSection={<Icon size={14} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
