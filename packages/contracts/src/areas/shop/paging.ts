import { blankToUndefined } from "../../common.ts";
import { z } from "../../messages.ts";

/** Paging of the shop's lists (not exported from the package: the names are generic). */
export const page = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));
export const pageSize = (def: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(def));
