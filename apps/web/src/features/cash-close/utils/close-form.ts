import { CASH_CLOSE_NOTE_REQUIRED, type CloseDayInput, closeDayBody, decimalText, toPaise } from "@gym/contracts";
import { withFormRules } from "../../../components/form/contract-resolver.ts";

export interface CloseFormValues {
  counted_cash: string;
  note: string;
}

export const emptyCloseForm = (): CloseFormValues => ({ counted_cash: "", note: "" });

export const toClosePayload = (v: CloseFormValues): CloseDayInput => ({
  counted_cash: v.counted_cash.trim(),
  note: v.note.trim() || undefined,
});

/** The paise counted, or null while the text is not an amount. */
export function countedPaise(text: string): number | null {
  const d = decimalText(text.trim());
  if (d === null) return null;
  try {
    return toPaise(d);
  } catch {
    return null;
  }
}

/** Counted − expected in paise (negative: short), or null while the counted text is not an amount. */
export function differencePaise(countedText: string, expectedRupees: number): number | null {
  const counted = countedPaise(countedText);
  return counted === null ? null : counted - toPaise(expectedRupees);
}

/** The server's schema plus its rule the body alone cannot say: a difference needs a note (decision 0326). */
export const closeFormSchema = (expectedRupees: number) =>
  withFormRules<CloseDayInput>(closeDayBody, (payload, report) => {
    const diff =
      typeof payload.counted_cash === "string" ? differencePaise(payload.counted_cash, expectedRupees) : null;
    if (diff !== null && diff !== 0 && !payload.note) report("note", CASH_CLOSE_NOTE_REQUIRED);
  });
