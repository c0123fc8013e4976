import { Card, SimpleGrid, Skeleton } from "@mantine/core";

/** Placeholder cards while the trainers load. */
export function TrainersSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
      spacing="md"
      role="status"
      aria-live="polite"
      aria-label="Loading trainers"
    >
      {[1, 2, 3, 4].map((n) => (
        <Card key={n} withBorder radius="md" padding="sm">
          <Skeleton height={160} />
          <Skeleton height={16} mt="sm" width="60%" />
          <Skeleton height={12} mt="xs" width="40%" />
          <Skeleton height={28} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
