import type { GymImage } from "@gym/contracts";
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconStarFilled, IconTrash } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";

interface GymImageCardProps {
  image: GymImage;
  onEdit: (image: GymImage) => void;
  onDelete: (image: GymImage) => void;
}

export function GymImageCard({ image, onEdit, onDelete }: GymImageCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={image.title}>
      <Card.Section>
        <ImageWithFallback src={image.image_url} alt={image.title} lazy />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={1} title={image.title}>
            {image.title}
          </Text>
          {image.is_featured && (
            <Badge color="yellow.3" c="dark.8" variant="filled" leftSection={<IconStarFilled size={12} aria-hidden />}>
              Featured
            </Badge>
          )}
        </Group>
        {image.description && (
          <Text size="sm" c="gray.7" lineClamp={2}>
            {image.description}
          </Text>
        )}
        <Group justify="space-between" align="center">
          <Text size="xs" c="gray.7">
            Added <time dateTime={image.created_at}>{formatTimestampDate(image.created_at)}</time>
          </Text>
          <Group gap={4}>
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${image.title}`} onClick={() => onEdit(image)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${image.title}`}
                onClick={() => onDelete(image)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
