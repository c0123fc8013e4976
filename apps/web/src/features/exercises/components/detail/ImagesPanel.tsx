import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { notify } from "../../../../components/ui/notify.tsx";
import { serverFailureText } from "../../../../lib/api-error.ts";
import type { Exercise } from "../../api/types.ts";
import { useUpdateExerciseImage } from "../../api/update-exercise-image.ts";
import { imageSections } from "../../utils/exercise-media.ts";
import { enumLabel } from "../../utils/labels.ts";
import { DetailSection } from "./DetailSection.tsx";
import { ImageTile } from "./ImageTile.tsx";
import { useDeleteImagesAction } from "./use-delete-images-action.tsx";

/** Part 1 §2 "images": primary, primary muscle, secondary muscle, equipment, demo and other images. */
export function ImagesPanel({ exercise, canEdit }: { exercise: Exercise; canEdit: boolean }) {
  const deleteImages = useDeleteImagesAction(exercise);
  const updateImage = useUpdateExerciseImage();
  const makePrimary = (imageId: number) =>
    updateImage.mutate(
      { id: exercise.id, imageId, is_primary: true },
      {
        onError: (error) => notify({ color: "red", message: serverFailureText(error) ?? "Failed to update image" }),
      },
    );

  return (
    <Stack gap="md">
      {imageSections(exercise).map((section) => (
        <DetailSection
          key={section.key}
          title={section.title}
          order={4}
          actions={
            canEdit && section.images.length > 0 && section.deletableTypes.length > 0 ? (
              <Group gap={6}>
                {section.deletableTypes.map((type) => (
                  <Button
                    key={type}
                    size="compact-xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={12} aria-hidden />}
                    loading={deleteImages.isPending}
                    onClick={() =>
                      deleteImages.ask(type, section.images.filter((i) => i.image?.image_type === type).length)
                    }
                  >
                    Delete {enumLabel(type).toLowerCase()} images
                  </Button>
                ))}
              </Group>
            ) : undefined
          }
        >
          {section.images.length === 0 ? (
            <Text size="sm" c="gray.7">
              No images
            </Text>
          ) : (
            <SimpleGrid cols={section.key === "primary" ? 1 : 2} spacing="xs">
              {section.images.map((item) => (
                <ImageTile
                  key={item.image?.id ?? item.url}
                  url={item.url}
                  alt={item.alt}
                  image={item.image}
                  onMakePrimary={canEdit && item.image ? () => makePrimary(item.image!.id) : undefined}
                />
              ))}
            </SimpleGrid>
          )}
        </DetailSection>
      ))}
    </Stack>
  );
}
