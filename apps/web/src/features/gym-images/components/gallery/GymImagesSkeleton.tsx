import { Card, SimpleGrid, Skeleton, Stack } from "@mantine/core";

/** Placeholder cards while the gallery loads. */
export function GymImagesSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label="Loading gym images">
      <Skeleton height={28} width={160} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {[1, 2, 3, 4].map((n) => (
          <Card key={n} withBorder radius="md" padding="sm">
            <Skeleton height={150} />
            <Skeleton height={14} mt="sm" width="70%" />
            <Skeleton height={10} mt="xs" width="90%" />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
