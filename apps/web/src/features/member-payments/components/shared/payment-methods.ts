import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@gym/contracts";

/** Part 2 §9: "popups omit OTHER". */
export const POPUP_METHODS = PAYMENT_METHODS.filter((m) => m !== "OTHER").map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));
export const ALL_METHODS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

export function methodLabel(method: string | null | undefined): string {
  return method && method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : "—";
}
