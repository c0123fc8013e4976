import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { type ListParams, parseListParams, withListParams } from "../utils/list-params.ts";

/** The list's state from the query string, and a setter that replaces the history entry (no back-button noise). */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ListParams>) => setSearchParams((current) => withListParams(current, change), { replace: true }),
    [setSearchParams],
  );
  return [params, update];
}
