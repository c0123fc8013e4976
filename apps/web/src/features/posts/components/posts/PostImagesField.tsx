import { POST_IMAGE_FIELDS, type PostImageField } from "@gym/contracts";
import { Checkbox, FileInput, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPhoto } from "@tabler/icons-react";
import { FilePreview } from "../../../../components/ui/FilePreview.tsx";
import type { PostFormValues } from "../../utils/post-form.ts";

const LABELS: Record<PostImageField, string> = {
  main_image: "Main image",
  banner_image: "Banner image",
  gallery_image_1: "Gallery image 1",
  gallery_image_2: "Gallery image 2",
  gallery_image_3: "Gallery image 3",
};

/** Part 2 §9: main, banner and three gallery images, JPG/PNG/GIF/WebP up to 5MB each, with previews. */
export function PostImagesField({
  form,
  current,
}: {
  form: UseFormReturnType<PostFormValues>;
  current?: Record<PostImageField, string | null>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {POST_IMAGE_FIELDS.map((field) => {
        const file = form.values.images[field];
        const stored = current?.[field] ?? null;
        const removing = form.values.remove_images.includes(field);
        return (
          <Stack key={field} gap={6}>
            <FileInput
              label={LABELS[field]}
              placeholder={stored ? "Replace image" : "Choose image"}
              accept="image/png,image/jpeg,image/gif,image/webp"
              clearable
              leftSection={<IconPhoto size={16} aria-hidden />}
              value={file}
              onChange={(next) => form.setFieldValue(`images.${field}`, next)}
              error={form.errors[field]}
            />
            <Group gap="sm" align="center">
              {file ? (
                <FilePreview file={file} alt={`${LABELS[field]} preview`} size={72} />
              ) : stored && !removing ? (
                <Image
                  src={stored}
                  alt={`Current ${LABELS[field].toLowerCase()}`}
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                />
              ) : (
                <Text size="xs" c="gray.7">
                  {removing ? "Will be removed" : "No image"}
                </Text>
              )}
              {stored && !file && (
                <Checkbox
                  size="xs"
                  label="Remove"
                  checked={removing}
                  onChange={(e) =>
                    form.setFieldValue(
                      "remove_images",
                      e.currentTarget.checked
                        ? [...form.values.remove_images, field]
                        : form.values.remove_images.filter((f) => f !== field),
                    )
                  }
                />
              )}
            </Group>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
