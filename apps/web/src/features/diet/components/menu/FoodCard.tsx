import type { FoodItem } from "@gym/contracts";
import { Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconClock, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { withUnit } from "../../utils/food-form.ts";
import { DietBadges } from "./DietBadges.tsx";
import { Figures } from "./Figures.tsx";

export interface FoodActions {
  onView: (f: FoodItem) => void;
  onEdit: (f: FoodItem) => void;
  onDelete: (f: FoodItem) => void;
}

/** A food card (part 2 §2): name, category, flags, difficulty, serving, figures, times; View, Edit, Delete. */
export function FoodCard({ food: f, actions }: { food: FoodItem; actions: FoodActions }) {
  const times = [
    withUnit(f.preparation_time, "min") && `Prep ${withUnit(f.preparation_time, "min")}`,
    withUnit(f.cooking_time, "min") && `Cook ${withUnit(f.cooking_time, "min")}`,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="food-card" aria-label={f.name} component="article">
      <Stack gap={6} style={{ flex: 1 }}>
        <Text size="xs" c="gray.7" fw={600} tt="uppercase">
          {f.category_name}
        </Text>
        <Text fw={700} lh={1.3} style={{ overflowWrap: "anywhere" }}>
          {f.name}
        </Text>
        <DietBadges food={f} />
        {f.description && (
          <Text size="sm" c="gray.7" lineClamp={2}>
            {f.description}
          </Text>
        )}
        <Text size="sm" c="gray.8">
          Serving: {f.serving_size}
        </Text>
        <Figures food={f} />
        {times.length > 0 && (
          <Group gap={4} c="gray.7">
            <IconClock size={14} aria-hidden />
            <Text size="xs">{times.join(" · ")}</Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={3} spacing={6} mt="sm">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onView(f)}
          leftSection={<IconEye size={14} aria-hidden color="var(--mantine-color-blue-8)" />}
          aria-label={`View ${f.name}`}
        >
          View
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onEdit(f)}
          leftSection={<IconPencil size={14} aria-hidden color="var(--mantine-color-blue-8)" />}
          aria-label={`Edit ${f.name}`}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onDelete(f)}
          leftSection={<IconTrash size={14} aria-hidden color="var(--mantine-color-red-8)" />}
          aria-label={`Delete ${f.name}`}
        >
          Delete
        </Button>
      </SimpleGrid>
    </Card>
  );
}
