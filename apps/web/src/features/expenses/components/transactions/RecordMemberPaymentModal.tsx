import { RecordMemberPaymentForm } from "../../../../components/ui/RecordMemberPaymentForm.tsx";
import { useRecordMemberPayment } from "../../api/record-member-payment.ts";

/**
 * Record Member Payment (part 2 §2, §5) on the transactions screen: the one shared form
 * (`components/ui/RecordMemberPaymentForm.tsx`) with this screen's mutation, which reloads its lists.
 */
export function RecordMemberPaymentModal({ onClose }: { onClose: () => void }) {
  const record = useRecordMemberPayment();
  return <RecordMemberPaymentForm record={record} onClose={onClose} />;
}
