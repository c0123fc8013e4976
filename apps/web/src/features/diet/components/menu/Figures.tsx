import type { FoodItem } from "@gym/contracts";
import { SimpleGrid, Text } from "@mantine/core";
import { withUnit } from "../../utils/food-form.ts";

/** Calories and the three macros of a serving, in a small grid. */
export function Figures({ food }: { food: FoodItem }) {
  const cells: [string, string | null][] = [
    ["Calories", withUnit(food.calories, "kcal")],
    ["Protein", withUnit(food.protein, "g")],
    ["Carbs", withUnit(food.carbohydrates, "g")],
    ["Fat", withUnit(food.fat, "g")],
  ];
  return (
    <SimpleGrid cols={4} spacing={4}>
      {cells.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="gray.7">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value ?? "–"}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
