import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { type FoodFilters, parseFoodFilters, withFoodFilters } from "../utils/food-filters.ts";

/** The diet screen's tab and filters from the URL, and a setter that replaces the history entry. */
export function useFoodFilters(): [FoodFilters, (change: Partial<FoodFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFoodFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<FoodFilters>) => setSearchParams((current) => withFoodFilters(current, change), { replace: true }),
    [setSearchParams],
  );
  return [filters, update];
}
