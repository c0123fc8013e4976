import type { BulkCreatedMember } from "@gym/contracts";
import { ActionIcon, Alert, Button, CopyButton, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { credentialsCsv } from "../../utils/credentials-csv.ts";

function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? "Copied" : `Copy ${label}`} withArrow>
          <ActionIcon variant="subtle" color={copied ? "teal" : "gray"} onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function downloadCsv(members: readonly BulkCreatedMember[]) {
  const url = URL.createObjectURL(new Blob([credentialsCsv(members)], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: "new-member-logins.csv" });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Part 1 §3: created_members (name, member_id, email, phone, default_password), plus the username to sign in with. */
export function CreatedMembersTable({ members }: { members: BulkCreatedMember[] }) {
  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={
          <Text size="sm" fw={700} c="#6b4e00">
            Passwords are shown once
          </Text>
        }
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">Copy or download these sign-in details now: they are not shown again.</Text>
          <Group gap="xs">
            <CopyButton value={credentialsCsv(members)}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? "Copied" : "Copy all"}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadCsv(members)}
            >
              Download CSV
            </Button>
          </Group>
        </Group>
      </Alert>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing={6} aria-label="Created members" data-testid="created-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Member Code</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Default Password</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.member_id}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td ff="monospace">{member.member_id}</Table.Td>
                <Table.Td>{member.username}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>{member.phone}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" ff="monospace">
                      {member.default_password}
                    </Text>
                    <CopyValue value={member.default_password} label={`password of ${member.name}`} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
