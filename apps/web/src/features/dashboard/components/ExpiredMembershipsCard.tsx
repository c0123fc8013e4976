import { EXPIRED_LIST_MAX, NO_EXPIRED_MEMBERSHIPS } from "@gym/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { MemberNameLink } from "../../../components/ui/MemberNameLink.tsx";
import type { ExpiredMemberships } from "../api/types.ts";

/** Part 1 §2: badge with the count, up to 7 members with the server's label, or the empty text. */
export function ExpiredMembershipsCard({ expired }: { expired: ExpiredMemberships }) {
  const shown = expired.members.slice(0, EXPIRED_LIST_MAX);
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="expired-title">
      <Group justify="space-between" mb="sm">
        <Group gap={8}>
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={3} size="h5" id="expired-title">
            Expired Memberships
          </Title>
        </Group>
        {expired.count > 0 && (
          <Badge color="red" variant="filled" data-testid="expired-count" aria-label={`${expired.count} expired`}>
            {expired.count}
          </Badge>
        )}
      </Group>
      {shown.length === 0 ? (
        <Text c="gray.7" size="sm">
          {NO_EXPIRED_MEMBERSHIPS}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {shown.map((member) => (
            <Group
              key={member.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              data-testid="expired-member"
            >
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  <MemberNameLink id={member.id}>{member.full_name}</MemberNameLink>
                </Text>
                <Text size="xs" c="gray.7">
                  {member.member_id}
                  {member.phone ? ` · ${member.phone}` : ""}
                </Text>
              </Stack>
              <Text size="xs" c="red.9" fw={600} ta="right">
                {member.label}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {expired.count > shown.length && (
        <Anchor component={Link} to="/dashboard/membersList?status=EXPIRED" size="sm" mt="sm" display="block">
          View all {expired.count} expired members
        </Anchor>
      )}
    </Paper>
  );
}
