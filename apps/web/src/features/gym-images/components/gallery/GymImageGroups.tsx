import { type GroupedGymImages, GYM_IMAGE_TYPES, type GymImage } from "@gym/contracts";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IMAGE_TYPE_LABELS } from "../../utils/image-types.ts";
import { GymImageCard } from "./GymImageCard.tsx";

interface GymImageGroupsProps {
  grouped: GroupedGymImages;
  onEdit: (image: GymImage) => void;
  onDelete: (image: GymImage) => void;
}

/** Part 1 §2: "A list grouped by image type". One section per type, each with its count. */
export function GymImageGroups({ grouped, onEdit, onDelete }: GymImageGroupsProps) {
  return (
    <Stack gap="xl">
      {GYM_IMAGE_TYPES.map((type) => {
        const images = grouped[type] ?? [];
        const headingId = `gym-images-${type.toLowerCase()}`;
        const label = IMAGE_TYPE_LABELS[type];
        return (
          <section key={type} aria-labelledby={headingId}>
            <Group gap="xs" mb="sm">
              <Title order={3} id={headingId}>
                {label}
              </Title>
              <Badge variant="light" color="gray" aria-label={`${images.length} images`}>
                {images.length}
              </Badge>
            </Group>
            {images.length === 0 ? (
              <Paper withBorder radius="md" p="md" bg="gray.0">
                <Text size="sm" c="gray.7">
                  No {label.toLowerCase()} images yet.
                </Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
                {images.map((image) => (
                  <GymImageCard key={image.id} image={image} onEdit={onEdit} onDelete={onDelete} />
                ))}
              </SimpleGrid>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
