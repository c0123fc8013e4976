import type { FoodMenuSummary } from "@gym/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconBread, IconLeaf, IconPlant2, IconToolsKitchen2 } from "@tabler/icons-react";
import type { ReactNode } from "react";

function Card({
  label,
  value,
  color,
  icon,
}: {
  label: string;
  value: number | undefined;
  color: string;
  icon: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="diet-stat">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="sm" c="gray.7" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={50} mt={4} />
          ) : (
            <Text fz={26} fw={700}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="xl" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Part 2 §2: stat cards total, vegetarian, vegan, gluten free, for the whole menu (decision 0103). */
export function FoodStatCards({ summary }: { summary: FoodMenuSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Card label="Total Items" value={summary?.total} color="blue" icon={<IconToolsKitchen2 size={22} />} />
      <Card label="Vegetarian" value={summary?.vegetarian} color="green" icon={<IconLeaf size={22} />} />
      <Card label="Vegan" value={summary?.vegan} color="teal" icon={<IconPlant2 size={22} />} />
      <Card label="Gluten Free" value={summary?.gluten_free} color="orange" icon={<IconBread size={22} />} />
    </SimpleGrid>
  );
}
