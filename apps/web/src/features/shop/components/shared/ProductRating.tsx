import { Group, Rating, Text } from "@mantine/core";

/** Stars and the review count, shown only when the rating is above 0 (part 2 §2). */
export function ProductRating({ rating, reviews }: { rating: number; reviews: number }) {
  if (rating <= 0) return null;
  return (
    <Group gap={6} aria-label={`Rated ${rating} out of 5 from ${reviews} reviews`}>
      <Rating value={rating} fractions={2} readOnly size="sm" aria-hidden />
      <Text size="sm" c="gray.7" aria-hidden>
        {rating.toFixed(1)} ({reviews})
      </Text>
    </Group>
  );
}
