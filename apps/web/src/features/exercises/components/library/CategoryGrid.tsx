import { Center, Loader, SimpleGrid, Text } from "@mantine/core";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCategories } from "../../api/get-categories.ts";
import type { ExerciseCategory } from "../../api/types.ts";
import { FAILED_TO_LOAD_CATEGORIES } from "../../utils/messages.ts";
import { GroupCard } from "./GroupCard.tsx";

export function CategoryGrid({ onEdit }: { onEdit?: ((category: ExerciseCategory) => void) | undefined }) {
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <Center mih={200} role="status" aria-label="Loading categories">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (categories.isError) {
    return (
      <RetryAlert
        title={FAILED_TO_LOAD_CATEGORIES}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (categories.data.length === 0) {
    return (
      <Text c="gray.7" py="xl" ta="center">
        No categories yet
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" component="section" aria-label="Categories">
      {categories.data.map((category) => (
        <GroupCard
          key={category.id}
          name={category.name}
          description={category.description}
          image={category.image}
          exerciseCount={category.exercise_count}
          to={`/dashboard/exercises/category/${category.id}`}
          onEdit={onEdit ? () => onEdit(category) : undefined}
          editLabel={`Edit category ${category.name}`}
        />
      ))}
    </SimpleGrid>
  );
}
