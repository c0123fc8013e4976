import { AspectRatio, Center, Image, Stack, Text } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";

interface GymImagePictureProps {
  src: string;
  alt: string;
  ratio?: number;
}

/** Part 1 §2: "A broken image shows an 'Image not found' placeholder". */
export function GymImagePicture({ src, alt, ratio = 3 / 2 }: GymImagePictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <AspectRatio ratio={ratio}>
      {failedSrc === src ? (
        <Center bg="gray.1" role="img" aria-label={`${alt}: Image not found`}>
          <Stack align="center" gap={4}>
            <IconPhotoOff size={28} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="gray.7">
              Image not found
            </Text>
          </Stack>
        </Center>
      ) : (
        <Image src={src} alt={alt} fit="cover" loading="lazy" onError={() => setFailedSrc(src)} />
      )}
    </AspectRatio>
  );
}
