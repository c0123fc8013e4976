import { pageNumber, successBody } from "../../common.ts";
import { z } from "../../messages.ts";

/** Paging shared by this area's lists (not exported from the package: the names are generic). */
export const page = pageNumber(100_000, 1);
export const pageSize = (def: number, max: number) => pageNumber(max, def);

/** Django-style page, as every list of this area answers (`results[]`, part 2 §7). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  successBody({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
