import { Card, SimpleGrid, Skeleton } from "@mantine/core";

/** While the first page loads: card-shaped placeholders in the grid's own layout. */
export function ProductsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" aria-busy="true" aria-label="Loading products">
      {[1, 2, 3, 4].map((n) => (
        <Card key={n} withBorder radius="md" padding="sm">
          <Skeleton h={180} />
          <Skeleton h={18} mt="sm" w="70%" />
          <Skeleton h={14} mt={8} />
          <Skeleton h={22} mt={8} w="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
