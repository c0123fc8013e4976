import { ActionIcon, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { FilePreview } from "../../../../components/ui/FilePreview.tsx";
import { EXERCISE_IMAGE_TYPES, type ExerciseImageType } from "../../api/types.ts";
import type { ImageDraft } from "../../utils/image-batch.ts";
import { enumOptions } from "../../utils/labels.ts";

interface ImageDraftRowProps {
  draft: ImageDraft;
  position: number;
  disabled: boolean;
  onChange: (draft: ImageDraft) => void;
  onTogglePrimary: () => void;
  onRemove: () => void;
}

/** One chosen image: its type, alt text and primary flag (part 1 §2). */
export function ImageDraftRow({ draft, position, disabled, onChange, onTogglePrimary, onRemove }: ImageDraftRowProps) {
  return (
    <Paper withBorder p="xs" radius="md" aria-label={`Image ${position}: ${draft.file.name}`} component="fieldset">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <FilePreview file={draft.file} size={64} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text size="sm" fw={500} truncate="end">
            {draft.file.name}
          </Text>
          <Group gap="sm" grow>
            <Select
              label={`Image type ${position}`}
              size="xs"
              data={enumOptions(EXERCISE_IMAGE_TYPES)}
              allowDeselect={false}
              value={draft.image_type}
              onChange={(value) => value && onChange({ ...draft, image_type: value as ExerciseImageType })}
              disabled={disabled}
            />
            <TextInput
              label={`Alt text ${position}`}
              size="xs"
              value={draft.alt_text}
              onChange={(event) => onChange({ ...draft, alt_text: event.currentTarget.value })}
              disabled={disabled}
            />
          </Group>
          <Checkbox
            label="Primary image"
            size="xs"
            checked={draft.is_primary}
            onChange={onTogglePrimary}
            disabled={disabled}
          />
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${draft.file.name}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
