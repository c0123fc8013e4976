import type { Plan } from "@gym/contracts";
import { Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { PlanActions } from "./PlanActions.tsx";
import { PlanAdmission, PlanPrice, PlanStatus } from "./PlanFacts.tsx";

interface Props {
  plans: Plan[];
  wide: boolean;
  onEdit: (plan: Plan) => void;
  onArchive: (plan: Plan) => void;
  onRestore: (plan: Plan) => void;
  busy: boolean;
}

/** The catalogue: a table from Mantine's md up, cards below it (390 px). */
export function PlansTable({ plans, wide, onEdit, onArchive, onRestore, busy }: Props) {
  const actions = (p: Plan) => (
    <PlanActions
      plan={p}
      onEdit={() => onEdit(p)}
      onArchive={() => onArchive(p)}
      onRestore={() => onRestore(p)}
      busy={busy}
    />
  );
  if (!wide)
    return (
      <SimpleGrid cols={1} spacing="sm">
        {plans.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="md" data-testid="plan-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {p.name}
                </Text>
                <PlanStatus plan={p} />
              </Group>
              <Text size="sm" c="gray.7">
                {p.duration_label} · {p.member_count} member(s)
              </Text>
              <PlanPrice plan={p} />
              <Text size="sm" c="gray.7">
                Admission fee: {p.admission_amount === null ? "None" : <PlanAdmission plan={p} />}
              </Text>
              {actions(p)}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Admission fee</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((p) => (
            <Table.Tr key={p.id} data-testid="plan-row">
              <Table.Td fw={600}>{p.name}</Table.Td>
              <Table.Td>{p.duration_label}</Table.Td>
              <Table.Td>
                <PlanPrice plan={p} />
              </Table.Td>
              <Table.Td>
                <PlanAdmission plan={p} />
              </Table.Td>
              <Table.Td>{p.member_count}</Table.Td>
              <Table.Td>
                <PlanStatus plan={p} />
              </Table.Td>
              <Table.Td>{actions(p)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
