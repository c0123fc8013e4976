import { PRODUCT_IMAGE_MAX_BYTES, productImageNotImage, productImageTooLarge } from "@gym/contracts";
import { uploadLimits } from "../../uploads/upload-limits.ts";
import { optionalUpload } from "../../uploads/uploaded-file.ts";

/** Every upload of the shop: images up to 5 MB each (part 2 §5, §9), JPG/PNG/GIF/WebP by content. */
export const upload = uploadLimits({ maxBytes: PRODUCT_IMAGE_MAX_BYTES, tooLarge: productImageTooLarge });

/** An optional image field: blank means absent; text where a file belongs is refused. */
export const optionalImage = (field: string) => optionalUpload(productImageNotImage(field));
