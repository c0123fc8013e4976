import { createByMemberBody, referenceNumber, toPaise, upiLink } from "@gym/contracts";
import { passes } from "../../../../components/form/contract-resolver.ts";
import { gymDisplayName } from "../../../../lib/gym-identity.ts";
import { useStoredSession } from "../../../../lib/use-stored-session.ts";
import { usePaymentSettings } from "../../api/get-payment-settings.ts";

/**
 * The upi://pay link for an amount about to be taken from a member (null while the amount is invalid
 * or the gym has no UPI ID). The reference is the month's PAY{member}{YYYYMM}.
 */
export function useUpiLink(memberId: number, month: string, amount: string, reference?: string | null) {
  const settings = usePaymentSettings();
  const { user } = useStoredSession();
  const s = settings.data?.settings;
  // The amount the Record Payment popup accepts: create-by-member's money rule (above 0, two decimals).
  if (!s?.upi_vpa || !passes(createByMemberBody.shape.amount_paid, amount)) return null;
  const payee = s.upi_payee_name || gymDisplayName(user);
  return upiLink(s.upi_vpa, payee, toPaise(amount), reference || referenceNumber(memberId, `${month}-01`));
}
