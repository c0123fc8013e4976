import { PAYMENT_METHODS, type TransactionFilters } from "@gym/contracts";

/** The list's filters live in the query string (shareable, kept on reload and Back). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const f: TransactionFilters = {};
  const start = params.get("start_date");
  const end = params.get("end_date");
  const type = params.get("type")?.toUpperCase();
  const category = params.get("category");
  const method = params.get("method");
  const search = params.get("search")?.trim();
  const page = Number(params.get("page"));
  if (start && DATE.test(start)) f.start_date = start;
  if (end && DATE.test(end)) f.end_date = end;
  if (type === "INCOME" || type === "EXPENSE") f.transaction_type = type;
  if (category && ID.test(category)) f.category = Number(category);
  if (method && (PAYMENT_METHODS as readonly string[]).includes(method))
    f.payment_method = method as (typeof PAYMENT_METHODS)[number];
  if (search) f.search = search;
  if (Number.isInteger(page) && page > 1) f.page = page;
  return f;
}

export function filtersToParams(f: TransactionFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.start_date) p.set("start_date", f.start_date);
  if (f.end_date) p.set("end_date", f.end_date);
  if (f.transaction_type) p.set("type", f.transaction_type.toLowerCase());
  if (f.category !== undefined) p.set("category", String(f.category));
  if (f.payment_method) p.set("method", f.payment_method);
  if (f.search) p.set("search", f.search);
  if (f.page && f.page > 1) p.set("page", String(f.page));
  return p;
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (f: TransactionFilters) =>
  Boolean(f.start_date || f.end_date || f.transaction_type || f.category || f.payment_method || f.search);
