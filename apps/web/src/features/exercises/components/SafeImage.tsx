import { Center, Image, Stack, Text } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";
import { IMAGE_NOT_FOUND } from "../utils/messages.ts";

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  h: number;
  fit?: "cover" | "contain";
  radius?: "sm" | "md" | 0;
}

/** Part 1 §2: "A broken image shows an 'Image not found' placeholder". A missing image shows the same. */
export function SafeImage({ src, alt, h, fit = "cover", radius = 0 }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center h={h} bg="gray.1" style={{ borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined }}>
        <Stack align="center" gap={4} c="gray.7">
          <IconPhotoOff size={28} aria-hidden />
          <Text size="sm">{IMAGE_NOT_FOUND}</Text>
        </Stack>
      </Center>
    );
  }
  return <Image src={src} alt={alt} h={h} fit={fit} radius={radius} onError={() => setFailedSrc(src)} />;
}
