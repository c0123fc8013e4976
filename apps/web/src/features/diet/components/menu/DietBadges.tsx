import { FOOD_DIFFICULTY_LABELS, type FoodItem } from "@gym/contracts";
import { Badge, Group } from "@mantine/core";
import { SUCCESS_GREEN, WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";

const DIFFICULTY_COLOURS = { EASY: "green", MEDIUM: "yellow", HARD: "red" } as const;

/** The dietary flags and the difficulty of a food, as badges (white on dark tones: AA contrast). */
export function DietBadges({ food }: { food: FoodItem }) {
  const [label, colour] = food.is_vegan
    ? ["Vegan", "teal.9"]
    : food.is_vegetarian
      ? ["Vegetarian", SUCCESS_GREEN]
      : ["Non-veg", "red.9"];
  return (
    <Group gap={6}>
      <Badge variant="filled" color={colour} radius="sm">
        {label}
      </Badge>
      {food.is_gluten_free && (
        <Badge variant="filled" color={WARNING_ORANGE} radius="sm">
          Gluten Free
        </Badge>
      )}
      <Badge variant="outline" color={DIFFICULTY_COLOURS[food.difficulty_level]} c="gray.9" radius="sm">
        {FOOD_DIFFICULTY_LABELS[food.difficulty_level]}
      </Badge>
    </Group>
  );
}
