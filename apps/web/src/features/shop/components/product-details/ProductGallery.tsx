import { Group, Stack, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";

/** The details modal's gallery: the chosen picture large, every picture as a thumbnail to choose. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const shown = images[chosen] ?? images[0] ?? null;
  return (
    <Stack gap="xs">
      <ImageWithFallback src={shown} alt={name} ratio={4 / 3} fit="contain" radius="sm" />
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => setChosen(i)}
              aria-label={`Show picture ${i + 1} of ${images.length}`}
              aria-pressed={i === chosen}
              style={{
                width: 64,
                borderRadius: 6,
                outline:
                  i === chosen ? "2px solid var(--mantine-color-blue-6)" : "1px solid var(--mantine-color-gray-3)",
                overflow: "hidden",
              }}
            >
              <ImageWithFallback src={url} alt="" ratio={1} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
