import { pageNumber } from "../../common.ts";

/** Paging of the shop's lists (not exported from the package: the names are generic). */
export const page = pageNumber(100_000, 1);
export const pageSize = (def: number, max: number) => pageNumber(max, def);
