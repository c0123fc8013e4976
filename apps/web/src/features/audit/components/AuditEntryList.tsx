import { AUDIT_AREA_LABELS, type AuditArea, type AuditEntry } from "@gym/contracts";
import { Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { AuditChanges } from "../../../components/ui/AuditChanges.tsx";
import { staffText } from "../../../lib/audit-entries.ts";
import { formatTimestampDate } from "../../../lib/calendar-date.ts";

const time = (at: string) =>
  new Date(at).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
const areaLabel = (area: string) => AUDIT_AREA_LABELS[area as AuditArea] ?? area;
const where = (e: AuditEntry) => [e.ip, e.user_agent].filter(Boolean).join(" · ") || "—";

/** The trail's entries, newest first: a table from Mantine's `md` up, cards below it. */
export function AuditEntryList({ entries }: { entries: AuditEntry[] }) {
  const wide = useMediaQuery("(min-width: 62em)", undefined, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" aria-label="Audit trail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Staff</Table.Th>
              <Table.Th>Endpoint</Table.Th>
              <Table.Th>Member</Table.Th>
              <Table.Th>What changed</Table.Th>
              <Table.Th>From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Text size="sm">{formatTimestampDate(e.at)}</Text>
                  <Text size="sm" c="gray.7">
                    {time(e.at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{staffText(e)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" c="dark.7">
                    {areaLabel(e.area)}
                  </Badge>
                  <Text size="xs" c="gray.7" style={{ wordBreak: "break-all" }}>
                    {e.method} {e.path}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.member_name ?? (e.member_id ? `#${e.member_id}` : "—")}</Text>
                </Table.Td>
                <Table.Td>
                  <AuditChanges entry={e} />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="gray.7" maw={220} style={{ wordBreak: "break-word" }}>
                    {where(e)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Audit trail">
      {entries.map((e) => (
        <Card key={e.id} withBorder radius="md" padding="sm" component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500}>
              {formatTimestampDate(e.at)} {time(e.at)}
            </Text>
            <Badge variant="light" color="gray" c="dark.7">
              {areaLabel(e.area)}
            </Badge>
          </Group>
          <Text size="sm">{staffText(e)}</Text>
          {e.member_name && <Text size="sm">Member: {e.member_name}</Text>}
          <Text size="xs" c="gray.7" style={{ wordBreak: "break-all" }}>
            {e.method} {e.path}
          </Text>
          <Stack mt={6}>
            <AuditChanges entry={e} />
          </Stack>
          <Text size="xs" c="gray.7" mt={6} style={{ wordBreak: "break-word" }}>
            {where(e)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
