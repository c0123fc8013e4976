import { SimpleGrid, Skeleton } from "@mantine/core";

export function FoodSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading food items">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}
