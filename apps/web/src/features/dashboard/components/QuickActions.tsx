import { Button, Group, Paper, SimpleGrid, Title } from "@mantine/core";
import { IconCash, IconCategory, IconHistory, IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { MemberLinkButton } from "../../../components/ui/MemberLinkButton.tsx";

/** Part 1 §2: "Buttons: Add New Member, Bulk Upload, View All Members." */
export function MemberActions() {
  return (
    <Group gap="sm">
      <MemberLinkButton link="addMember" iconSize={18} />
      <MemberLinkButton link="bulkUpload" iconSize={18} />
      <MemberLinkButton link="membersList" iconSize={18} />
    </Group>
  );
}

const EXPENSE_ACTIONS = [
  { label: "Categories", to: "/dashboard/expenseCategories", icon: IconCategory },
  { label: "Transactions", to: "/dashboard/expenseTransactions", icon: IconReceipt },
  { label: "Member Payment", to: "/dashboard/memberPayments", icon: IconCash },
] as const;

/** Part 1 §2: "Quick Expense Actions: Categories, Transactions, Member Payment." */
export function QuickExpenseActions() {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h5" mb="sm">
        Quick Expense Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3, md: 1 }} spacing="xs">
        {EXPENSE_ACTIONS.map(({ label, to, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            justify="flex-start"
            leftSection={<Icon size={18} color="var(--mantine-color-teal-8)" aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Not in the spec: the way to the audit trail (issue 25 §5; decision 0333), below the home's cards. */
export function RecordsActions() {
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to="/dashboard/auditTrail"
        variant="default"
        leftSection={<IconHistory size={18} color="var(--mantine-color-teal-8)" aria-hidden />}
      >
        Audit Trail
      </Button>
    </Group>
  );
}
