import { Avatar, Group, Table, Text } from "@mantine/core";
import { formatDate } from "../../../lib/calendar-date.ts";
import { displayStatus } from "../../../lib/membership.ts";
import type { Member } from "../api/types.ts";
import { DaysLeft } from "./DaysLeft.tsx";
import { MemberStatusAction } from "./MemberStatusAction.tsx";
import { MemberStatusBadge } from "./MemberStatusBadge.tsx";
import { RenewMemberButton } from "./RenewMemberButton.tsx";

export const MEMBER_COLUMNS = [
  "Member",
  "Member Code",
  "Contact",
  "Status",
  "Joined",
  "Renewal",
  "Days Left",
  "Action",
] as const;

function MemberRow({ member }: { member: Member }) {
  // The server sends display_status; the override is recomputed only if it is missing (part 1 §4).
  const status = member.display_status ?? displayStatus(member.status, member.renewal_date);
  return (
    <Table.Tr data-testid="member-row" data-member-id={member.member_id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={member.profile_photo_url}
            alt=""
            radius="xl"
            size={36}
            color="initials"
            name={member.full_name}
          />
          <div>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {member.full_name}
            </Text>
            <Text size="xs" c="gray.7" data-testid="member-username">
              {member.user.username}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {member.member_id}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.user.email}</Text>
        <Text size="xs" c="gray.7" style={{ whiteSpace: "nowrap" }}>
          {member.phone}
        </Text>
      </Table.Td>
      <Table.Td>
        <MemberStatusBadge status={status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(member.joining_date ?? member.join_date)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(member.renewal_date)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <DaysLeft member={member} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <RenewMemberButton member={member} />
          <MemberStatusAction member={member} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function MembersTable({ members }: { members: Member[] }) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            {MEMBER_COLUMNS.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: "nowrap" }}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
