import { ActionIcon, Badge, Box, Tooltip } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import type { ExerciseImage } from "../../api/types.ts";

interface ImageTileProps {
  url: string;
  alt: string;
  image?: ExerciseImage | undefined;
  onMakePrimary?: (() => void) | undefined;
}

/** One image of a section, with its primary mark and (when editing is allowed) a make-primary control. */
export function ImageTile({ url, alt, image, onMakePrimary }: ImageTileProps) {
  return (
    <Box pos="relative" data-testid="exercise-image" data-image-type={image?.image_type}>
      <ImageWithFallback src={url} alt={alt} h={110} radius="sm" />
      {image?.is_primary && (
        <Badge pos="absolute" top={6} left={6} size="xs" color="yellow.4" autoContrast>
          Primary
        </Badge>
      )}
      {onMakePrimary && image && !image.is_primary && (
        <Tooltip label="Make primary">
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            size="sm"
            variant="white"
            onClick={onMakePrimary}
            aria-label={`Make ${alt || `image ${image.id}`} primary`}
          >
            <IconStar size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  );
}
