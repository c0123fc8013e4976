import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { useObjectUrl } from "../../../../components/ui/use-object-url.ts";
import { type ImageChoice, shownImage } from "../../utils/image-choice.ts";

/** JPG, PNG, GIF, WebP (part 2 §5); the server checks the content again. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

interface ImageSlotProps {
  label: string;
  current: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  disabled?: boolean;
}

/** One picture of a form with its preview: the current picture, the newly chosen one, or none. */
export function ImageSlot({ label, current, choice, onChange, disabled }: ImageSlotProps) {
  // A file refused here (type or size) is never sent; the server checks the content of what is.
  const [error, setError] = useState<string | null>(null);
  const shown = shownImage(choice, current);
  const previewUrl = useObjectUrl(shown instanceof File ? shown : null);
  const src = shown instanceof File ? previewUrl : shown;
  const pick = (file: File | null) => {
    if (!file) return;
    if (!IMAGE_ACCEPT.split(",").includes(file.type)) {
      return setError(`${label}: only image files are allowed (JPG, PNG, GIF, WebP)`);
    }
    if (file.size > IMAGE_MAX_BYTES) return setError(`${label}: the image is too large. Maximum allowed size is 5MB.`);
    setError(null);
    onChange({ kind: "new", file });
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <ImageWithFallback src={src} alt={src ? `${label} preview` : label} ratio={4 / 3} radius="sm" />
      <Group gap={6} wrap="nowrap">
        <FileButton onChange={pick} accept={IMAGE_ACCEPT} disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="default"
              leftSection={<IconPhotoPlus size={14} aria-hidden />}
              aria-label={`Choose ${label}`}
            >
              {shown ? "Change" : "Choose"}
            </Button>
          )}
        </FileButton>
        {shown && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden color="var(--mantine-color-red-8)" />}
            onClick={() => onChange({ kind: "remove" })}
            disabled={disabled}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
