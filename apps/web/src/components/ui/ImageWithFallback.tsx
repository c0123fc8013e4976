import { EXERCISE_IMAGE_NOT_FOUND_PLACEHOLDER as IMAGE_NOT_FOUND } from "@gym/contracts";
import { AspectRatio, Center, Image, Stack, Text } from "@mantine/core";
import { IconPhoto, IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";

interface ImageWithFallbackProps {
  src: string | null | undefined;
  /** Empty for a decorative picture; otherwise the placeholder is announced as "{alt}: <placeholder text>". */
  alt: string;
  /** A fixed height; without it the picture keeps `ratio`. */
  h?: number;
  ratio?: number;
  fit?: "cover" | "contain";
  radius?: "sm" | "md" | 0;
  lazy?: boolean;
}

/** Shown where nothing was uploaded: neutral, because an item without a picture is not an error. */
export const NO_IMAGE_TEXT = "No image";

/**
 * Part 1 §2: "A broken image shows an 'Image not found' placeholder". An item that has no picture at all
 * says "No image" instead (issue 8 §4.8: 'Image not found' on every new card read as an error).
 * Used by the gallery and the exercise library.
 */
export function ImageWithFallback({
  src,
  alt,
  h,
  ratio = 3 / 2,
  fit = "cover",
  radius = 0,
  lazy = false,
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = Boolean(src) && failedSrc === src;
  const placeholder = broken ? IMAGE_NOT_FOUND : NO_IMAGE_TEXT;
  const PlaceholderIcon = broken ? IconPhotoOff : IconPhoto;
  const picture =
    !src || broken ? (
      <Center
        h={h}
        bg="gray.1"
        style={{ borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined }}
        {...(alt ? { role: "img", "aria-label": `${alt}: ${placeholder}` } : {})}
      >
        <Stack align="center" gap={4}>
          <PlaceholderIcon size={28} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text size="sm" c="gray.7">
            {placeholder}
          </Text>
        </Stack>
      </Center>
    ) : (
      <Image
        src={src}
        alt={alt}
        h={h}
        fit={fit}
        radius={radius}
        {...(lazy ? { loading: "lazy" as const } : {})}
        onError={() => setFailedSrc(src)}
      />
    );
  return h === undefined ? <AspectRatio ratio={ratio}>{picture}</AspectRatio> : picture;
}
