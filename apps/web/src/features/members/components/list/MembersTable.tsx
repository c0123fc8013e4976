import { Group, Table, Text } from "@mantine/core";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import type { Member } from "../../api/types.ts";
import { FrozenBadge } from "../freeze/FrozenBadge.tsx";
import { DaysLeft } from "./DaysLeft.tsx";
import { MemberAvatar } from "./MemberAvatar.tsx";
import { MemberRowActions } from "./MemberRowActions.tsx";
import { MemberStatusBadge } from "./MemberStatusBadge.tsx";

export const MEMBER_COLUMNS = ["Member", "Member Code", "Contact", "Status", "Renewal", "Days Left", "Action"] as const;

// Long names and emails wrap inside their cell, so the table keeps to its container (defect 7).
const wrap = { overflowWrap: "anywhere" } as const;

function MemberRow({ member }: { member: Member }) {
  return (
    <Table.Tr data-testid="member-row" data-member-id={member.member_id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <MemberAvatar member={member} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={wrap}>
              <MemberNameLink id={member.id}>{member.full_name}</MemberNameLink>
            </Text>
            <Text size="xs" c="gray.7" data-testid="member-username" style={wrap}>
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
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {member.phone}
        </Text>
        <Text size="xs" c="gray.7" style={wrap}>
          {member.user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {member.frozen_until ? (
          <FrozenBadge until={member.frozen_until} />
        ) : (
          <MemberStatusBadge status={member.display_status} />
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {formatDate(member.renewal_date)}
        </Text>
        <Text size="xs" c="gray.7" style={{ whiteSpace: "nowrap" }}>
          Joined {formatDate(member.joining_date)}
        </Text>
      </Table.Td>
      <Table.Td>
        <DaysLeft member={member} />
      </Table.Td>
      <Table.Td>
        <MemberRowActions member={member} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The members table for wide screens; phones get `MemberCards` with the same facts and action. */
export function MembersTable({ members }: { members: Member[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
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
