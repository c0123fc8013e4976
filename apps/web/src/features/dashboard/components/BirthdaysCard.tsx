import { HAPPY_BIRTHDAY, NO_UPCOMING_BIRTHDAYS } from "@gym/contracts";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCake, IconGift } from "@tabler/icons-react";
import { MemberNameLink } from "../../../components/ui/MemberNameLink.tsx";
import type { Birthdays } from "../api/types.ts";

interface RowProps {
  id: number;
  name: string;
  code: string;
  note: string;
  highlight?: boolean;
}

function Row({ id, name, code, note, highlight }: RowProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py={6}
      data-testid={highlight ? "birthday-today" : "birthday-upcoming"}
    >
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          <MemberNameLink id={id}>{name}</MemberNameLink>
        </Text>
        <Text size="xs" c="gray.7">
          {code}
        </Text>
      </Stack>
      <Badge
        color={highlight ? "pink" : "gray"}
        variant={highlight ? "filled" : "light"}
        // As written ('1 day ago'), not in capitals: a count reads wrong shouted ('1 DAYS AGO').
        tt="none"
        style={{ flexShrink: 0 }}
      >
        {note}
      </Badge>
    </Group>
  );
}

/**
 * Part 1 §2: today's birthdays once, with 'Happy Birthday!'; then the server's five others nearest today,
 * missed ones included, in date order with its labels (docs/decisions/0037-birthday-slots.md).
 */
export function BirthdaysCard({ birthdays }: { birthdays: Birthdays }) {
  const upcoming = birthdays.upcoming;
  const empty = birthdays.today.length === 0 && upcoming.length === 0;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="birthdays-title">
      <Group gap={8} mb="sm">
        <IconCake size={20} color="var(--mantine-color-pink-6)" aria-hidden />
        <Title order={3} size="h5" id="birthdays-title">
          Member Birthdays
        </Title>
      </Group>
      {empty && (
        <Text c="gray.7" size="sm">
          {NO_UPCOMING_BIRTHDAYS}
        </Text>
      )}
      {birthdays.today.map((member) => (
        <Stack key={member.id} gap={0}>
          <Row id={member.id} name={member.full_name} code={member.member_id} note={HAPPY_BIRTHDAY} highlight />
          <Group gap={4} pl={2} pb={4}>
            <IconGift size={14} aria-hidden />
            <Text size="xs" c="gray.7">
              Turns {member.age} today
            </Text>
          </Group>
        </Stack>
      ))}
      {upcoming.map((member) => (
        <Row key={member.id} id={member.id} name={member.full_name} code={member.member_id} note={member.label} />
      ))}
    </Paper>
  );
}
