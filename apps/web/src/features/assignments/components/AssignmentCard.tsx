import { type Assignment, WEEKDAY_LABELS } from "@gym/contracts";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../components/ui/ImageWithFallback.tsx";
import { formatDate } from "../../../lib/calendar-date.ts";

interface AssignmentCardProps {
  assignment: Assignment;
  busy: boolean;
  onEdit: (a: Assignment) => void;
  onComplete: (a: Assignment) => void;
  onDelete: (a: Assignment) => void;
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** Part 2 §2: image, member, status, exercise, category, Sets, Reps, notes, dates; Edit, Mark Completed, Delete. */
export function AssignmentCard({ assignment: a, busy, onEdit, onComplete, onDelete }: AssignmentCardProps) {
  const label = `${a.exercise.name} for ${a.member.name}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={label}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ width: 88, flexShrink: 0 }}>
          <ImageWithFallback src={a.exercise.main_image_url} alt={a.exercise.name} h={88} radius="sm" lazy />
        </div>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {a.exercise.name}
            </Text>
            <Badge color={a.is_success ? "green.9" : "orange.9"} variant="filled" style={{ flexShrink: 0 }}>
              {a.is_success ? "Completed" : "Pending"}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {a.exercise_category.name} · {a.member.name} · {WEEKDAY_LABELS[a.day]}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt="sm">
        <Fact label="Sets" value={a.set} />
        <Fact label="Reps" value={a.reps} />
        <Fact label="Assigned" value={formatDate(a.assigned_date)} />
        <Fact label="Completed" value={formatDate(a.completed_date)} />
      </SimpleGrid>
      {a.notes && (
        <Text size="sm" mt="xs" style={{ overflowWrap: "anywhere" }}>
          {a.notes}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(a)}
          aria-label={`Edit ${label}`}
        >
          Edit
        </Button>
        {!a.is_success && (
          <Button
            size="xs"
            variant="light"
            color="green.9"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
            disabled={busy}
            onClick={() => onComplete(a)}
            aria-label={`Mark Completed: ${label}`}
          >
            Mark Completed
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red.9"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={busy}
          onClick={() => onDelete(a)}
          aria-label={`Delete ${label}`}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
