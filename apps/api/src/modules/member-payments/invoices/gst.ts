import { gstinState } from "@gym/contracts";
import { rupeesInWords } from "./words.ts";

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * Prices are inclusive of GST (decision 0186): taxable value = amount × 100 / (100 + rate), rounded
 * to the paisa; the tax is the rest, split evenly into CGST and SGST (the odd paisa to CGST). A gym's
 * members are served where the gym is, so the supply is always intra-state (DESIGN §5): no IGST.
 */
export function gstSplit(amountPaise: number, ratePercent: number): GstSplit {
  const basis = Math.round(ratePercent * 100);
  const taxable = Math.round((amountPaise * 10_000) / (10_000 + basis));
  const tax = amountPaise - taxable;
  const sgst = Math.floor(tax / 2);
  return { taxablePaise: taxable, cgstPaise: tax - sgst, sgstPaise: sgst };
}

/**
 * Rule 46's place of supply, "Karnataka (29)": the state the gym's own GSTIN is registered in
 * (decision 0222), where the service is performed. A GSTIN saved before its state code was checked
 * falls back to the State typed in the settings.
 */
export function placeOfSupply(supplierGstin: string, gymState: string): string {
  const state = gstinState(supplierGstin);
  const code = supplierGstin.slice(0, 2);
  return state ? `${state.name} (${state.code})` : [gymState, `(${code})`].filter(Boolean).join(" ");
}

/** "Rupees Five Thousand Nine Hundred Only", with "and N Paise" when there are some (decision 0191). */
export function amountInWords(paise: number): string {
  const rest = paise % 100;
  return `Rupees ${rupeesInWords(Math.floor(paise / 100))}${rest ? ` and ${rupeesInWords(rest)} Paise` : ""} Only`;
}

/** "18", "2.5", "9" percent as printed: no trailing zeros. */
export const percentText = (rate: number) => String(Number(rate.toFixed(2)));
