import { MANUAL_DURATION_MAX, MANUAL_DURATION_MIN, toPaise } from "@gym/contracts";

/** Whole paise of a JSON amount (the API's numbers have at most two decimals; rounding drops float noise). */
export function paiseOf(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** A JSON amount as an amount field's text, "8760.00" (the manual form fills the server's quote with it). */
export function amountFieldText(value: number): string {
  return amountText(paiseOf(value));
}

/** What is still to collect, never below zero, computed in paise. */
export function pendingRupees(due: number, paid: number): number {
  return Math.max(0, paiseOf(due) - paiseOf(paid)) / 100;
}

/** The upi://pay link with the amount the owner is about to take (the server's link has what is owed). */
export function withAmount(upiLink: string, amount: string): string {
  return upiLink.replace(/([?&])am=[^&]*/, `$1am=${amountText(toPaise(amount))}`);
}

/**
 * The manual payment's amount for `duration` terms (issue 23: duration N pays N terms): N × the member's
 * amount, plus the plan's admission fee when the member's first bill is still to be made (decision 0291
 * §6), in whole paise ("4500.00" for 3 × ₹1,500). Null when the member has no amount or N is not a
 * duration the form accepts (the typed amount then stays).
 */
export function amountForDuration(
  memberAmount: number | null,
  duration: number | string,
  admissionFee: number | null = null,
): string | null {
  const n = Number(duration);
  if (memberAmount === null || !Number.isInteger(n) || n < MANUAL_DURATION_MIN || n > MANUAL_DURATION_MAX) return null;
  return amountText(paiseOf(memberAmount) * n + paiseOf(admissionFee));
}

/** Whole paise as an amount field's text, "4500.00" (what the form sends, not a display format). */
function amountText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}
