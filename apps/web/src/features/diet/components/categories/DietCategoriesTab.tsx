import { type DietCategory, FAILED_TO_LOAD_DIET_DATA, NO_DIET_CATEGORIES } from "@gym/contracts";
import { Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconCategory, IconPlus } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import type { useDietCategories } from "../../api/get-diet-categories.ts";

interface DietCategoriesTabProps {
  query: ReturnType<typeof useDietCategories>;
  onCreate: () => void;
  onShowFoods: (category: DietCategory) => void;
}

/** The 'Categories' tab (part 2 §2): the diet categories in display order, with Add Category. */
export function DietCategoriesTab({ query, onCreate, onShowFoods }: DietCategoriesTabProps) {
  const categories = query.data?.categories;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="gray.7" size="sm">
          {categories ? `${query.data?.count} categories` : " "}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          Add Category
        </Button>
      </Group>
      {query.isError && (
        <RetryAlert
          title={FAILED_TO_LOAD_DIET_DATA}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={200} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {categories?.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconCategory size={36} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{NO_DIET_CATEGORIES}</Text>
          </Stack>
        </Paper>
      )}
      {categories && categories.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {categories.map((c) => (
            <Card key={c.id} withBorder radius="md" padding="sm" component="article" aria-label={c.name}>
              <Card.Section>
                <ImageWithFallback src={c.image} alt={c.name} ratio={3} lazy />
              </Card.Section>
              <Stack gap={6} mt="sm" style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                    {c.name}
                  </Text>
                  <Badge variant="light" color="gray" c="gray.9">
                    Order {c.display_order}
                  </Badge>
                </Group>
                {c.description && (
                  <Text size="sm" c="gray.7" lineClamp={2}>
                    {c.description}
                  </Text>
                )}
              </Stack>
              <Button
                mt="sm"
                size="compact-sm"
                variant="default"
                onClick={() => onShowFoods(c)}
                aria-label={`Show the ${c.food_count} food items of ${c.name}`}
              >
                {c.food_count} food item{c.food_count === 1 ? "" : "s"}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
