import { PRODUCT_IMAGE_FIELDS, type ProductImageField } from "@gym/contracts";
import { SimpleGrid } from "@mantine/core";
import type { ImageChoice } from "../../utils/image-choice.ts";
import type { ProductImages } from "../../utils/product-form.ts";
import { ImageSlot } from "../shared/ImageSlot.tsx";

const LABELS: Record<ProductImageField, string> = {
  main_image: "Main image",
  image_2: "Image 2",
  image_3: "Image 3",
  image_4: "Image 4",
};

interface ImagesFieldsProps {
  images: ProductImages;
  current: Record<ProductImageField, string | null>;
  onChange: (field: ProductImageField, choice: ImageChoice) => void;
  disabled: boolean;
}

/** Part 2 §9: "a main image plus 3 more", each with its preview; untouched slots keep their picture (§5). */
export function ImagesFields({ images, current, onChange, disabled }: ImagesFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {PRODUCT_IMAGE_FIELDS.map((field) => (
        <ImageSlot
          key={field}
          label={LABELS[field]}
          current={current[field]}
          choice={images[field]}
          onChange={(choice) => onChange(field, choice)}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
