import type { UseFormReturnType } from "@mantine/form";
import type { ProductFormValues } from "../../utils/product-form.ts";

/** The product form every section reads and writes. */
export type ProductForm = UseFormReturnType<ProductFormValues>;
