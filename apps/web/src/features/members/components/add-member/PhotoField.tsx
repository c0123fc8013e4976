import { Avatar, CloseButton, FileInput, Group, Input, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useObjectUrl } from "../../../../components/ui/use-object-url.ts";

interface PhotoFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** The stored photo's URL (the edit form): shown until a new one is chosen, which replaces it. */
  currentUrl?: string | null;
}

/** Optional profile photo (part 1 §3) with a preview; the object URL is released when the photo changes. */
export function PhotoField({ value, onChange, error, currentUrl = null }: PhotoFieldProps) {
  const chosen = useObjectUrl(value);
  const preview = chosen ?? currentUrl;

  return (
    <Input.Wrapper
      label="Photo"
      description={
        <Text span size="xs" c="gray.7">
          {currentUrl ? "A new image replaces the current photo. At most 5 MB." : "Optional. An image of at most 5 MB."}
        </Text>
      }
      error={error}
    >
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Avatar src={preview} size={72} radius="md" alt={value ? "Photo preview" : currentUrl ? "Current photo" : ""}>
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <Stack gap={4} style={{ flex: 1 }}>
          <FileInput
            aria-label="Photo"
            placeholder={
              <Text span size="sm" c="gray.7">
                Choose a photo
              </Text>
            }
            accept="image/*"
            value={value}
            onChange={onChange}
            error={Boolean(error)}
            rightSection={value ? <CloseButton aria-label="Remove photo" onClick={() => onChange(null)} /> : null}
          />
          {value && (
            <Text size="xs" c="gray.7">
              {value.name}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
