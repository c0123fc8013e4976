import { Group } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";

/** The 1 to 5 star rating (part 2 §9), read-only: one image with its words for screen readers. */
export function RatingStars({ value }: { value: number }) {
  return (
    <Group gap={0} role="img" aria-label={`Rated ${value} out of 5`} wrap="nowrap" style={{ color: "#a34a00" }}>
      {[1, 2, 3, 4, 5].map((n) =>
        n <= value ? <IconStarFilled key={n} size={16} aria-hidden /> : <IconStar key={n} size={16} aria-hidden />,
      )}
    </Group>
  );
}
