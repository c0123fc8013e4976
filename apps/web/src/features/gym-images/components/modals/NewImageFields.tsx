import { defaultGymImageTitle, GYM_IMAGE_DESCRIPTION_MAX, GYM_IMAGE_TITLE_MAX } from "@gym/contracts";
import { ActionIcon, Group, Paper, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { FilePreview } from "../../../../components/ui/FilePreview.tsx";
import type { NewGymImage } from "../../api/add-gym-images.ts";
import { IMAGE_TYPE_OPTIONS, isGymImageType } from "../../utils/image-types.ts";

interface NewImageFieldsProps {
  n: number;
  image: NewGymImage;
  disabled: boolean;
  onChange: (patch: Partial<NewGymImage>) => void;
  onRemove: () => void;
}

/**
 * The fields of image N in the add modal: title (default 'Image N'), description, type, featured.
 * The group is named after the image, so each "Title" field is told apart by its group.
 */
export function NewImageFields({ n, image, disabled, onChange, onRemove }: NewImageFieldsProps) {
  const name = `Image ${n}`;
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={`${name}: ${image.file.name}`}>
      <Group align="flex-start" wrap="nowrap">
        <FilePreview file={image.file} alt={`Preview of ${image.file.name}`} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label="Title"
              placeholder={defaultGymImageTitle(n)}
              maxLength={GYM_IMAGE_TITLE_MAX}
              value={image.title}
              disabled={disabled}
              onChange={(e) => onChange({ title: e.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove image ${n}`}
              disabled={disabled}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Textarea
            label="Description"
            autosize
            minRows={1}
            maxLength={GYM_IMAGE_DESCRIPTION_MAX}
            value={image.description}
            disabled={disabled}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
          <Group gap="md" align="center">
            <Select
              label="Type"
              data={IMAGE_TYPE_OPTIONS}
              allowDeselect={false}
              value={image.image_type}
              disabled={disabled}
              onChange={(value) => isGymImageType(value) && onChange({ image_type: value })}
            />
            <Switch
              mt="lg"
              label="Featured"
              checked={image.is_featured}
              disabled={disabled}
              onChange={(e) => onChange({ is_featured: e.currentTarget.checked })}
            />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
