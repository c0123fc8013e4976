import {
  DEFAULT_PRODUCT_ORDERING,
  PRODUCT_ORDERINGS,
  PRODUCTS_PAGE_SIZE_DEFAULT,
  type ProductOrdering,
} from "@gym/contracts";

/**
 * The products screen's filters (part 2 §2), kept in the URL (?search=&category=&min_price=&max_price=
 * &brand=&stock=&featured=&ordering=&page=) so a reload or the back button keeps them (decision 0157).
 */
export type StockFilter = "" | "in" | "out";

export interface ProductFilters {
  search: string;
  category: string;
  min_price: string;
  max_price: string;
  brand: string;
  stock: StockFilter;
  featured: boolean;
  ordering: ProductOrdering;
  page: number;
}

export const NO_FILTERS: ProductFilters = {
  search: "",
  category: "",
  min_price: "",
  max_price: "",
  brand: "",
  stock: "",
  featured: false,
  ordering: DEFAULT_PRODUCT_ORDERING,
  page: 1,
};

const digitsOnly = (v: string | null) => (v && /^\d+$/.test(v) ? v : "");
const amount = (v: string | null) => (v && /^\d+(\.\d{1,2})?$/.test(v) ? v : "");

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const ordering = params.get("ordering");
  const stock = params.get("stock");
  const page = Number(params.get("page"));
  return {
    search: params.get("search")?.trim() ?? "",
    category: digitsOnly(params.get("category")),
    min_price: amount(params.get("min_price")),
    max_price: amount(params.get("max_price")),
    brand: params.get("brand")?.trim() ?? "",
    stock: stock === "in" || stock === "out" ? stock : "",
    featured: params.get("featured") === "1",
    ordering: (PRODUCT_ORDERINGS as readonly string[]).includes(ordering ?? "")
      ? (ordering as ProductOrdering)
      : DEFAULT_PRODUCT_ORDERING,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes a change; any change but the page goes back to page 1. Defaults stay out of the URL. */
export function withProductFilters(current: URLSearchParams, change: Partial<ProductFilters>): URLSearchParams {
  const next = { ...parseProductFilters(current), ...change };
  if (change.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  for (const key of ["search", "category", "min_price", "max_price", "brand", "stock"] as const) {
    if (next[key]) params.set(key, next[key]);
  }
  if (next.featured) params.set("featured", "1");
  if (next.ordering !== DEFAULT_PRODUCT_ORDERING) params.set("ordering", next.ordering);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

/** The list call's query string (GET /api/gym-products/products/). */
export interface ProductsQuery {
  search?: string;
  category?: string;
  min_price?: string;
  max_price?: string;
  brand?: string;
  in_stock?: boolean;
  is_featured?: boolean;
  ordering?: ProductOrdering;
  page: number;
  page_size: number;
}

export const hasFilters = (f: ProductFilters) =>
  Boolean(f.search || f.category || f.min_price || f.max_price || f.brand || f.stock || f.featured);

/** The list call's query: only non-empty filters are sent (part 2 §7). */
export function productsQuery(f: ProductFilters): ProductsQuery {
  const query: ProductsQuery = { page: f.page, page_size: PRODUCTS_PAGE_SIZE_DEFAULT };
  if (f.search) query.search = f.search;
  if (f.category) query.category = f.category;
  if (f.min_price) query.min_price = f.min_price;
  if (f.max_price) query.max_price = f.max_price;
  if (f.brand) query.brand = f.brand;
  if (f.stock) query.in_stock = f.stock === "in";
  if (f.featured) query.is_featured = true;
  if (f.ordering !== DEFAULT_PRODUCT_ORDERING) query.ordering = f.ordering;
  return query;
}
