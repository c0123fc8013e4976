import { FAILED_TO_FETCH_PRODUCTS, type Product } from "@gym/contracts";
import { Button, Stack } from "@mantine/core";
import { IconCategory, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useProductCategories } from "../api/get-product-categories.ts";
import { useProducts } from "../api/get-products.ts";
import { CategoryFormModal } from "../components/categories/CategoryFormModal.tsx";
import { ManageCategoriesModal } from "../components/categories/ManageCategoriesModal.tsx";
import { ProductDetailsModal } from "../components/product-details/ProductDetailsModal.tsx";
import { ProductFormModal, type ProductFormTarget } from "../components/product-form/ProductFormModal.tsx";
import { ProductFilters } from "../components/products/ProductFilters.tsx";
import { ProductGrid } from "../components/products/ProductGrid.tsx";
import { ProductStatCards } from "../components/products/ProductStatCards.tsx";
import { ProductsEmpty } from "../components/products/ProductsEmpty.tsx";
import { ProductsSkeleton } from "../components/products/ProductsSkeleton.tsx";
import { useConfirmDeleteProduct } from "../hooks/use-delete-product.ts";
import { useProductFilters } from "../hooks/use-product-filters.ts";
import { useWhatsappCopy } from "../hooks/use-whatsapp-copy.tsx";
import { headerCounts } from "../utils/header-counts.ts";
import { hasFilters, NO_FILTERS, productsQuery } from "../utils/product-filters.ts";

/** /dashboard/products (part 2 §2 "Products management"). Filters and page are in the query string. */
export default function ProductsPage() {
  const [filters, update] = useProductFilters();
  const list = useProducts(productsQuery(filters));
  const categories = useProductCategories();
  const [editing, setEditing] = useState<ProductFormTarget | null>(null);
  const [viewing, setViewing] = useState<Product | null>(null);
  const [managing, setManaging] = useState(false);
  const [creatingCategory, setCreatingCategory] = useState(false);
  const whatsapp = useWhatsappCopy();
  const askDelete = useConfirmDeleteProduct((deleted) => setViewing((v) => (v?.id === deleted.id ? null : v)));
  const data = list.data;
  const categoryList = categories.data?.categories ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const create = () => setEditing({ product: null });
  const actions = {
    onView: setViewing,
    onEdit: (p: Product) => setEditing({ product: p }),
    onWhatsapp: (p: Product) => whatsapp.copy(p.id),
    onDelete: askDelete,
    whatsappPendingId: whatsapp.pendingId,
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Products Management"
        subtitle={data ? headerCounts(data.summary, categories.data?.count) : undefined}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard/productCategories"
              variant="default"
              leftSection={<IconCategory size={16} aria-hidden />}
            >
              Categories
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              Add Product
            </Button>
          </>
        }
      />
      <ProductStatCards
        summary={data?.summary}
        categories={categories.data?.count}
        onOpenCategories={() => setManaging(true)}
      />
      <ProductFilters filters={filters} categories={categoryList} onChange={update} />
      {list.isError && (
        <RetryAlert
          text={failureText(list.error, FAILED_TO_FETCH_PRODUCTS)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <ProductsSkeleton />}
      {data && data.products.length === 0 && (
        <ProductsEmpty
          filtered={hasFilters(filters) || data.summary.total > 0}
          onCreate={create}
          onClear={() => update({ ...NO_FILTERS })}
        />
      )}
      {data && data.products.length > 0 && (
        <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          <ProductGrid products={data.products} actions={actions} />
          {pages > 1 && (
            <ListPagination
              total={pages}
              value={filters.page}
              onChange={(page) => update({ page })}
              style={{ alignSelf: "center" }}
            />
          )}
        </Stack>
      )}

      <ProductFormModal
        target={editing}
        categories={categoryList}
        defaults={{ category: filters.category, whatsapp_number: data?.products[0]?.whatsapp_number ?? "" }}
        onClose={() => setEditing(null)}
        onNewCategory={() => setCreatingCategory(true)}
      />
      <ProductDetailsModal
        product={viewing}
        onClose={() => setViewing(null)}
        onEdit={(p) => {
          setViewing(null);
          setEditing({ product: p });
        }}
        onWhatsapp={(p) => whatsapp.copy(p.id)}
        whatsappPending={whatsapp.pendingId !== null && whatsapp.pendingId === viewing?.id}
      />
      <ManageCategoriesModal
        opened={managing}
        onClose={() => setManaging(false)}
        onCreate={() => setCreatingCategory(true)}
      />
      <CategoryFormModal
        target={creatingCategory ? { category: null } : null}
        onClose={() => setCreatingCategory(false)}
      />
    </Stack>
  );
}
