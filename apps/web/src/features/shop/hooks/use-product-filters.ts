import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { type ProductFilters, parseProductFilters, withProductFilters } from "../utils/product-filters.ts";

/** The products screen's filters from the URL, and a setter that replaces the history entry. */
export function useProductFilters(): [ProductFilters, (change: Partial<ProductFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseProductFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ProductFilters>) =>
      setSearchParams((current) => withProductFilters(current, change), { replace: true }),
    [setSearchParams],
  );
  return [filters, update];
}
