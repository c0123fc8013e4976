import { Rating } from "@mantine/core";

/** The 1 to 5 star rating (part 2 §9), read-only. */
export function RatingStars({ value }: { value: number }) {
  return <Rating value={value} readOnly size="sm" aria-label={`Rated ${value} out of 5`} />;
}
