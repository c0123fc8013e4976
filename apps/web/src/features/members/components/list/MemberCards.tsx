import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import type { Member } from "../../api/types.ts";
import { FrozenBadge } from "../freeze/FrozenBadge.tsx";
import { DaysLeft } from "./DaysLeft.tsx";
import { MemberAvatar } from "./MemberAvatar.tsx";
import { MemberRowActions } from "./MemberRowActions.tsx";
import { MemberStatusBadge } from "./MemberStatusBadge.tsx";

/**
 * Members on a phone (defect 7): one card each with name, code, status, days left and the row's action
 * in reach of a thumb, instead of a wide table scrolled sideways. The phone number calls the member.
 */
export function MemberCards({ members }: { members: Member[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Members">
      {members.map((member) => (
        <Paper
          key={member.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="member-card"
          data-member-id={member.member_id}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MemberAvatar member={member} size={44} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  <MemberNameLink id={member.id}>{member.full_name}</MemberNameLink>
                </Text>
                {member.frozen_until ? (
                  <FrozenBadge until={member.frozen_until} />
                ) : (
                  <MemberStatusBadge status={member.display_status} />
                )}
              </Group>
              <Text size="xs" c="gray.7">
                <Text span ff="monospace" size="xs">
                  {member.member_id}
                </Text>
                {" · "}
                <Anchor href={`tel:${member.phone.replace(/[^\d+]/g, "")}`} size="xs">
                  {member.phone}
                </Anchor>
              </Text>
              {/* Wraps: days left and two buttons do not fit beside the avatar on a 390 px phone. */}
              <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
                <DaysLeft member={member} />
                <MemberRowActions member={member} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
