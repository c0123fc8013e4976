import type { PostTimeframe } from "@gym/contracts";
import type { PostFilters } from "../utils/post-filters.ts";

/** One root key: any change to a category or post reloads the lists, details and statistics. */
export const postKeys = {
  all: ["posts"] as const,
  categories: () => [...postKeys.all, "categories"] as const,
  list: (filters: PostFilters, page: number) => [...postKeys.all, "list", filters, page] as const,
  detail: (id: number) => [...postKeys.all, "detail", id] as const,
  statistics: (timeframe: PostTimeframe) => [...postKeys.all, "statistics", timeframe] as const,
};
