import { gymToday } from "../../../../lib/calendar-date.ts";
import { useTimeline } from "../../api/get-timeline.ts";
import { monthOf } from "../../utils/month.ts";
import { RecordPaymentModal } from "../shared/RecordPaymentModal.tsx";

/**
 * The members list's Renew (issue 8 defect 4, issue 10 ¶5) arrives as ?renew={member id}: the member's
 * Record Payment popup, for this month's record when it owes, else by member.
 */
export function RenewFromLink({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const timeline = useTimeline(memberId, 1);
  if (!timeline.data) return null;
  const { member, payment_timeline } = timeline.data;
  const month = monthOf(gymToday());
  const current = payment_timeline.find((e) => e.month === month && e.remaining_amount > 0 && e.status !== "CANCELLED");
  return (
    <RecordPaymentModal
      target={{
        memberId: member.id,
        memberName: member.name,
        renewalDate: member.renewal_date,
        paymentId: current?.id ?? null,
        remaining: current?.remaining_amount ?? member.plan_amount ?? 0,
        reference: current?.reference_number ?? null,
        month,
        title: "Renew membership",
      }}
      onClose={onClose}
    />
  );
}
