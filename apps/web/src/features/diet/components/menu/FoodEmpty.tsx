import { NO_FOOD_ITEMS_FOUND } from "@gym/contracts";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconFilterOff, IconPlus, IconToolsKitchen2 } from "@tabler/icons-react";

interface FoodEmptyProps {
  /** True when filters are set: Clear is offered; otherwise adding the first food. */
  filtered: boolean;
  onCreate: () => void;
  onClear: () => void;
}

/** Part 2 §2: empty state 'No food items found'. */
export function FoodEmpty({ filtered, onCreate, onClear }: FoodEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconToolsKitchen2 size={36} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{NO_FOOD_ITEMS_FOUND}</Text>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            Add Food
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
