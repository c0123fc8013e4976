import { FAILED_TO_FETCH_PRODUCT_DETAILS, type Product } from "@gym/contracts";
import { Button, Group, List, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBrandWhatsapp, IconPencil } from "@tabler/icons-react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useProduct } from "../../api/get-product.ts";
import { productBadges } from "../../utils/badges.ts";
import { ProductBadges } from "../shared/ProductBadges.tsx";
import { ProductPrice } from "../shared/ProductPrice.tsx";
import { ProductRating } from "../shared/ProductRating.tsx";
import { DetailSection, type Fact, FactTable, filled } from "./DetailSection.tsx";
import { ProductGallery } from "./ProductGallery.tsx";

interface ProductDetailsModalProps {
  product: Product | null;
  onClose: () => void;
  onEdit: (p: Product) => void;
  onWhatsapp: (p: Product) => void;
  whatsappPending: boolean;
}

const yesNo = (v: boolean) => (v ? "Yes" : "No");

/** Product details (part 2 §2): gallery, info, description, features, specifications, inventory, usage, warnings. */
export function ProductDetailsModal({
  product,
  onClose,
  onEdit,
  onWhatsapp,
  whatsappPending,
}: ProductDetailsModalProps) {
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product?.name ?? ""}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {product && <Details shown={product} onEdit={onEdit} onWhatsapp={onWhatsapp} whatsappPending={whatsappPending} />}
    </Modal>
  );
}

function Details({
  shown,
  onEdit,
  onWhatsapp,
  whatsappPending,
}: Omit<ProductDetailsModalProps, "product" | "onClose"> & { shown: Product }) {
  const query = useProduct(shown.id, shown);
  const p = query.data ?? shown;
  const specs: Fact[] = [
    ["Weight", p.weight],
    ["Dimensions", p.dimensions],
    ["Color", p.color],
    ["Size", p.size],
    ["Material", p.material],
  ];
  return (
    <Stack gap="md">
      {query.isError && (
        <RetryAlert
          text={failureText(query.error, FAILED_TO_FETCH_PRODUCT_DETAILS)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ProductGallery images={p.all_images} name={p.name} />
        <Stack gap="sm">
          <ProductBadges badges={productBadges(p)} />
          <ProductPrice price={p.price} originalPrice={p.original_price} onSale={p.is_on_sale} size="xl" />
          <ProductRating rating={p.average_rating} reviews={p.total_reviews} />
          {p.short_description && <Text>{p.short_description}</Text>}
          <FactTable
            facts={[
              ["Category", p.category_name],
              ["Brand", p.brand],
              ["Model", p.model],
              ["SKU", p.sku],
              ["WhatsApp", p.whatsapp_number],
              ["Added", formatTimestampDate(p.created_at)],
            ]}
          />
          <Group gap="sm">
            <Button leftSection={<IconPencil size={16} aria-hidden />} variant="default" onClick={() => onEdit(p)}>
              Edit
            </Button>
            <Button
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              color="teal.9"
              loading={whatsappPending}
              onClick={() => onWhatsapp(p)}
            >
              WhatsApp Message
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
      <DetailSection title="Description">{p.description}</DetailSection>
      <DetailSection title="Features">
        {p.features_list.length > 0 && (
          <List size="sm" spacing={2}>
            {p.features_list.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
      </DetailSection>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DetailSection title="Specifications">{filled(specs).length > 0 && <FactTable facts={specs} />}</DetailSection>
        <DetailSection title="Inventory">
          <FactTable
            facts={[
              ["Stock", p.stock_quantity],
              ["Low stock at", p.low_stock_threshold],
              ["In stock", yesNo(p.in_stock)],
              ["Active", yesNo(p.is_active)],
              ["Featured", yesNo(p.is_featured)],
            ]}
          />
        </DetailSection>
      </SimpleGrid>
      <DetailSection title="Usage">{p.usage_instructions}</DetailSection>
      <DetailSection title="Warnings">{p.warnings}</DetailSection>
    </Stack>
  );
}
