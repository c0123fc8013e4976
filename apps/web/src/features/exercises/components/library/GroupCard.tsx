import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";

interface GroupCardProps {
  name: string;
  description: string;
  image: string | null;
  exerciseCount?: number | undefined;
  /** Where choosing the card leads: the exercise list filtered by it. */
  to: string;
  onEdit?: (() => void) | undefined;
  editLabel?: string;
}

/** A category or muscle-group card: image, name, description, exercise count. */
export function GroupCard({ name, description, image, exerciseCount, to, onEdit, editLabel }: GroupCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section component={Link} to={to} tabIndex={-1} aria-hidden style={{ textDecoration: "none" }}>
        <ImageWithFallback src={image} alt="" h={120} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={to} fw={600} c="dark" miw={0} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Anchor>
          {onEdit && (
            <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={editLabel ?? `Edit ${name}`}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {description && (
          <Text size="sm" c="gray.7" lineClamp={2}>
            {description}
          </Text>
        )}
        {exerciseCount !== undefined && (
          // Filled: the light variant with a dark shade painted blue text on a blue background (issue 8 §4.6).
          <Badge variant="filled" color="blue.9" w="fit-content">
            {exerciseCount === 1 ? "1 exercise" : `${exerciseCount} exercises`}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
