import { GYM_IMAGE_MAX_BYTES, GYM_IMAGES_UPLOAD_HINT, MAX_GYM_IMAGES_PER_UPLOAD } from "@gym/contracts";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { Group, Stack, Text } from "@mantine/core";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";

/** The picture types the server keeps (checked again there by content). */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

interface ImageDropzoneProps {
  remaining: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
}

/** Part 1 §5: only image types, at most 5, hint 'PNG, JPG, JPEG up to 10MB each'. */
export function ImageDropzone({ remaining, disabled, onFiles, onReject }: ImageDropzoneProps) {
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={onReject}
      accept={ACCEPTED_IMAGE_TYPES}
      maxSize={GYM_IMAGE_MAX_BYTES}
      maxFiles={MAX_GYM_IMAGES_PER_UPLOAD}
      disabled={disabled || remaining === 0}
      inputProps={{ "aria-label": "Select images" }}
    >
      <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: "none" }}>
        <Dropzone.Accept>
          <IconUpload size={40} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={40} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text fw={500}>Drag images here or click to select</Text>
          <Text size="sm" c="gray.7">
            {GYM_IMAGES_UPLOAD_HINT}
          </Text>
          <Text size="xs" c="gray.7">
            Up to {MAX_GYM_IMAGES_PER_UPLOAD} images at a time ({remaining} more)
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
