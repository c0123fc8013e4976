import type { FoodMenuSummary } from "@gym/contracts";
import { SimpleGrid } from "@mantine/core";
import { IconBread, IconLeaf, IconPlant2, IconToolsKitchen2 } from "@tabler/icons-react";
import { StatCard } from "../../../../components/ui/StatCard.tsx";

/** Part 2 §2: stat cards total, vegetarian, vegan, gluten free, for the whole menu (decision 0103). */
export function FoodStatCards({ summary }: { summary: FoodMenuSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard
        testId="diet-stat"
        label="Total Items"
        value={summary?.total}
        color="blue"
        icon={<IconToolsKitchen2 size={22} />}
      />
      <StatCard
        testId="diet-stat"
        label="Vegetarian"
        value={summary?.vegetarian}
        color="green"
        icon={<IconLeaf size={22} />}
      />
      <StatCard testId="diet-stat" label="Vegan" value={summary?.vegan} color="teal" icon={<IconPlant2 size={22} />} />
      <StatCard
        testId="diet-stat"
        label="Gluten Free"
        value={summary?.gluten_free}
        color="orange"
        icon={<IconBread size={22} />}
      />
    </SimpleGrid>
  );
}
