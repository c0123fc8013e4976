import {
  type createProductFields,
  PRODUCT_CREATED,
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_UPDATED,
  type Product,
  type ProductCategory,
  type ProductImageField,
} from "@gym/contracts";
import { Accordion, Divider, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateProduct } from "../../api/create-product.ts";
import { useUpdateProduct } from "../../api/update-product.ts";
import { emptyProductValues, keepAllImages, type ProductFormValues, productValues } from "../../utils/product-form.ts";
import { focusFirstError } from "../shared/focus-first-error.ts";
import { BasicInfoFields } from "./BasicInfoFields.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { ImagesFields } from "./ImagesFields.tsx";
import { InventoryFields } from "./InventoryFields.tsx";
import { PricingFields } from "./PricingFields.tsx";
import { SeoFields } from "./SeoFields.tsx";

interface ProductFormProps {
  product: Product | null;
  categories: ProductCategory[];
  defaults: { category?: string; whatsapp_number?: string };
  schema: typeof createProductFields;
  failureTitle: string;
  onDone: () => void;
  onCancel: () => void;
  onNewCategory: () => void;
}

const Section = ({ title }: { title: string }) => (
  <Divider
    label={
      <Title order={3} fz="md" c="gray.8">
        {title}
      </Title>
    }
    labelPosition="left"
    mt="xs"
  />
);

/**
 * The product form, validated with the API's own schema (part 2 §5). Nothing typed is lost on a failed
 * save; an edit sends only what changed (decision 0152).
 */
export function ProductForm({
  product,
  categories,
  defaults,
  schema,
  failureTitle,
  onDone,
  onCancel,
  onNewCategory,
}: ProductFormProps) {
  const form = useContractForm<ProductFormValues>({
    name: "product",
    initialValues: product ? productValues(product) : emptyProductValues(defaults),
    schema: schema,
  });
  const [images, setImages] = useState(keepAllImages);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = product ? update : create;
  const current = Object.fromEntries(PRODUCT_IMAGE_FIELDS.map((f) => [f, product?.[f] ?? null])) as Record<
    ProductImageField,
    string | null
  >;

  const submit = form.submitWith((values) => {
    const draft = { values, images };
    const done = () => {
      notify({ color: "green", message: product ? PRODUCT_UPDATED : PRODUCT_CREATED });
      onDone();
    };
    if (product) update.mutate({ product, draft }, { onSuccess: done });
    else create.mutate(draft, { onSuccess: done });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={product ? "Edit product" : "Create product"}>
      <Stack gap="sm">
        {product && (
          <>
            <Section title="Quick update" />
            <InventoryFields form={form} />
          </>
        )}
        <Section title="Basic info" />
        <BasicInfoFields form={form} categories={categories} onNewCategory={onNewCategory} />
        <Section title="Pricing" />
        <PricingFields form={form} />
        <Section title="Images" />
        <ImagesFields
          images={images}
          current={current}
          onChange={(f, c) => setImages((all) => ({ ...all, [f]: c }))}
          disabled={saving.isPending}
        />
        {!product && (
          <>
            <Section title="Inventory" />
            <InventoryFields form={form} />
          </>
        )}
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="details">
            <Accordion.Control>Details and specifications</Accordion.Control>
            <Accordion.Panel>
              <DetailsFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="seo">
            <Accordion.Control>SEO, display order and rating</Accordion.Control>
            <Accordion.Panel>
              <SeoFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {saving.isError && <RetryAlert title={failureTitle} error={saving.error} />}
        <ModalFormActions
          submitLabel={product ? "Save Changes" : "Create Product"}
          onCancel={onCancel}
          busy={saving.isPending}
        />
      </Stack>
    </form>
  );
}
