import { FOOD_DIFFICULTY_LABELS, type FoodItem } from "@gym/contracts";
import { Badge, Group } from "@mantine/core";

const DIFFICULTY_COLOURS = { EASY: "green", MEDIUM: "yellow", HARD: "red" } as const;

/** The dietary flags and the difficulty of a food, as badges (dark text on light: AA contrast). */
export function DietBadges({ food }: { food: FoodItem }) {
  return (
    <Group gap={6}>
      {food.is_vegan ? (
        <Badge variant="light" color="teal" c="teal.9">
          Vegan
        </Badge>
      ) : food.is_vegetarian ? (
        <Badge variant="light" color="green" c="green.9">
          Vegetarian
        </Badge>
      ) : (
        <Badge variant="light" color="red" c="red.9">
          Non-veg
        </Badge>
      )}
      {food.is_gluten_free && (
        <Badge variant="light" color="orange" c="orange.9">
          Gluten Free
        </Badge>
      )}
      <Badge variant="outline" color={DIFFICULTY_COLOURS[food.difficulty_level]} c="gray.9">
        {FOOD_DIFFICULTY_LABELS[food.difficulty_level]}
      </Badge>
    </Group>
  );
}
