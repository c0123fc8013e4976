import { toPaise } from "@gym/contracts";

/** Whole paise of a JSON amount (the API's numbers have at most two decimals; rounding drops float noise). */
export function paiseOf(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** What is still to collect, never below zero, computed in paise. */
export function pendingRupees(due: number, paid: number): number {
  return Math.max(0, paiseOf(due) - paiseOf(paid)) / 100;
}

/** The upi://pay link with the amount the owner is about to take (the server's link has what is owed). */
export function withAmount(upiLink: string, amount: string): string {
  const paise = toPaise(amount);
  const text = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
  return upiLink.replace(/([?&])am=[^&]*/, `$1am=${text}`);
}
