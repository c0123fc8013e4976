import { RATE_TYPE_LABELS, type TrainerRate } from "@gym/contracts";
import { ActionIcon, Badge, Button, Card, Divider, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from "@tabler/icons-react";
import { Fragment } from "react";
import { type RateGroup, rateAmountText } from "../../utils/group-rates.ts";

interface RateGroupCardProps {
  group: RateGroup;
  busyId: number | undefined;
  onAdd: (trainerId: number) => void;
  onEdit: (rate: TrainerRate) => void;
  onToggle: (rate: TrainerRate) => void;
  onDelete: (rate: TrainerRate) => void;
}

/** One trainer's charges (part 2 §2 "rates grouped per trainer"). */
export function RateGroupCard({ group, busyId, onAdd, onEdit, onToggle, onDelete }: RateGroupCardProps) {
  const { trainer, rates } = group;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Charges of ${trainer.name}`}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{trainer.name}</Text>
          {!trainer.is_active && (
            <Badge color="gray.7" variant="filled">
              Inactive trainer
            </Badge>
          )}
        </Group>
        <Tooltip label="Activate the trainer to add charges" disabled={trainer.is_active}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!trainer.is_active}
            onClick={() => onAdd(trainer.id)}
            aria-label={`Add rate for ${trainer.name}`}
          >
            Add Rate
          </Button>
        </Tooltip>
      </Group>
      {rates.length === 0 && (
        <Text size="sm" c="gray.7">
          No charges set yet.
        </Text>
      )}
      <Stack gap={0}>
        {rates.map((rate, i) => {
          const label = `${RATE_TYPE_LABELS[rate.rate_type]} rate of ${trainer.name}`;
          return (
            <Fragment key={rate.id}>
              {i > 0 && <Divider my={4} />}
              <Group justify="space-between" gap="xs" py={4} wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {RATE_TYPE_LABELS[rate.rate_type]}
                  </Text>
                  <Text
                    size="lg"
                    fw={700}
                    c={rate.is_active ? undefined : "gray.7"}
                    td={rate.is_active ? undefined : "line-through"}
                  >
                    {rateAmountText(rate)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Badge color={rate.is_active ? "green.8" : "gray.7"} variant="filled">
                    {rate.is_active ? "Active" : "Inactive"}
                  </Badge>
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={() => onEdit(rate)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={rate.is_active ? "Deactivate" : "Activate"}>
                    <ActionIcon
                      variant="subtle"
                      color={rate.is_active ? "orange.9" : "green.9"}
                      aria-label={`${rate.is_active ? "Deactivate" : "Activate"} ${label}`}
                      disabled={busyId === rate.id}
                      onClick={() => onToggle(rate)}
                    >
                      {rate.is_active ? (
                        <IconPlayerPause size={18} aria-hidden />
                      ) : (
                        <IconPlayerPlay size={18} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Delete ${label}`}
                      disabled={busyId === rate.id}
                      onClick={() => onDelete(rate)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Fragment>
          );
        })}
      </Stack>
    </Card>
  );
}
