import { TRAINER_GENDER_LABELS, type Trainer } from "@gym/contracts";
import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconAward, IconPencil, IconPhone, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";

interface TrainerCardProps {
  trainer: Trainer;
  busy: boolean;
  onEdit: (trainer: Trainer) => void;
  onToggle: (trainer: Trainer) => void;
  onDelete: (trainer: Trainer) => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Part 2 §2: a trainer card with Edit, Activate/Deactivate and Delete. */
export function TrainerCard({ trainer, busy, onEdit, onToggle, onDelete }: TrainerCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={trainer.name}>
      <Card.Section>
        <ImageWithFallback src={trainer.profile_image} alt={`Photo of ${trainer.name}`} ratio={4 / 3} lazy />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {trainer.name}
          </Text>
          <Badge color={trainer.is_active ? "green.8" : "gray.7"} variant="filled" style={{ flexShrink: 0 }}>
            {trainer.is_active ? "Active" : "Inactive"}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {TRAINER_GENDER_LABELS[trainer.gender]} · {trainer.age} years
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Anchor href={`tel:${trainer.phone_number}`} size="sm">
            {trainer.phone_number}
          </Anchor>
        </Group>
        {trainer.award && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAward size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{trainer.award}</Text>
          </Group>
        )}
        {trainer.description && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {trainer.description}
          </Text>
        )}
        <Text size="xs" c="gray.7" mt="auto">
          {plural(trainer.rate_count, "rate")} · {plural(trainer.booking_count, "booking")}
        </Text>
        <Group gap="xs" grow>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(trainer)}
            aria-label={`Edit ${trainer.name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color={trainer.is_active ? "orange.9" : "green.9"}
            leftSection={
              trainer.is_active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
            }
            onClick={() => onToggle(trainer)}
            disabled={busy}
            aria-label={`${trainer.is_active ? "Deactivate" : "Activate"} ${trainer.name}`}
          >
            {trainer.is_active ? "Deactivate" : "Activate"}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red.9"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(trainer)}
            disabled={busy}
            aria-label={`Delete ${trainer.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
