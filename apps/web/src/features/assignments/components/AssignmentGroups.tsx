import { type Assignment, assignmentCount } from "@gym/contracts";
import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MemberNameLink } from "../../../components/ui/MemberNameLink.tsx";
import type { MemberGroup } from "../utils/group-assignments.ts";
import { AssignmentCard } from "./AssignmentCard.tsx";

interface AssignmentGroupsProps {
  groups: MemberGroup[];
  busyId: number | undefined;
  onEdit: (a: Assignment) => void;
  onComplete: (a: Assignment) => void;
  onDelete: (a: Assignment) => void;
}

/** Part 2 §2: "grouped per member with a count ('N assignment(s)')". */
export function AssignmentGroups({ groups, busyId, onEdit, onComplete, onDelete }: AssignmentGroupsProps) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.member.id} aria-label={`Assignments of ${group.member.name}`}>
          <Group gap="xs" mb="xs">
            <Title order={3} size="h4">
              <MemberNameLink id={group.member.id}>{group.member.name}</MemberNameLink>
            </Title>
            <Badge variant="outline" color="gray.8">
              {group.member.member_id}
            </Badge>
            <Text size="sm" c="gray.7">
              {assignmentCount(group.total)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
            {group.assignments.map((a) => (
              <AssignmentCard
                key={a.id}
                assignment={a}
                busy={busyId === a.id}
                onEdit={onEdit}
                onComplete={onComplete}
                onDelete={onDelete}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
