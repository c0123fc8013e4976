import { ROLE_LABELS, type StaffAccount } from "@gym/contracts";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { SUCCESS_GREEN } from "../../../../components/ui/accessible-colours.ts";

export interface StaffRowActions {
  onEdit?: (s: StaffAccount) => void;
  onDeactivate?: (s: StaffAccount) => void;
  onActivate?: (s: StaffAccount) => void;
  onReset?: (s: StaffAccount) => void;
  onRevoke?: (s: StaffAccount) => void;
  /** The signed-in owner's own row: no deactivation nor reset (the server refuses them too). */
  selfId: number | undefined;
  busy: boolean;
}

function Status({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="light" color={SUCCESS_GREEN}>
      Active
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Deactivated
    </Badge>
  );
}

function Actions({ s, a }: { s: StaffAccount; a: StaffRowActions }) {
  const self = s.id === a.selfId;
  return (
    <Group gap="xs" wrap="wrap">
      {a.onEdit && (
        <Button size="compact-sm" variant="light" onClick={() => a.onEdit?.(s)} aria-label={`Edit ${s.full_name}`}>
          Edit
        </Button>
      )}
      {a.onReset && s.is_active && !self && (
        <Button size="compact-sm" variant="light" onClick={() => a.onReset?.(s)} disabled={a.busy}>
          Reset password
        </Button>
      )}
      {a.onDeactivate && s.is_active && !self && (
        <Button size="compact-sm" variant="light" color="red" onClick={() => a.onDeactivate?.(s)} disabled={a.busy}>
          Deactivate
        </Button>
      )}
      {a.onActivate && !s.is_active && (
        <Button size="compact-sm" variant="light" onClick={() => a.onActivate?.(s)} disabled={a.busy}>
          Activate
        </Button>
      )}
      {a.onRevoke && s.is_active && (
        <Button size="compact-sm" variant="light" color="red" onClick={() => a.onRevoke?.(s)} disabled={a.busy}>
          Revoke
        </Button>
      )}
    </Group>
  );
}

/** Accounts as a table from Mantine's md up, cards below it (390 px). */
export function StaffTable({
  staff,
  wide,
  actions,
}: {
  staff: StaffAccount[];
  wide: boolean;
  actions: StaffRowActions;
}) {
  if (!wide)
    return (
      <SimpleGrid cols={1} spacing="sm">
        {staff.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="md" data-testid="staff-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{s.full_name}</Text>
                <Status active={s.is_active} />
              </Group>
              <Text size="sm" c="gray.7">
                {ROLE_LABELS[s.role]} · {s.username}
                {s.phone ? ` · ${s.phone}` : ""}
              </Text>
              <Actions s={s} a={actions} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((s) => (
            <Table.Tr key={s.id} data-testid="staff-row">
              <Table.Td>{s.full_name}</Table.Td>
              <Table.Td>{s.username}</Table.Td>
              <Table.Td>{ROLE_LABELS[s.role]}</Table.Td>
              <Table.Td>{s.phone || "—"}</Table.Td>
              <Table.Td>
                <Status active={s.is_active} />
              </Table.Td>
              <Table.Td>
                <Actions s={s} a={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
