import type { MonthlyMember } from "@gym/contracts";
import { Button, SegmentedControl, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { InvoicesModal } from "../components/shared/InvoicesModal.tsx";
import { type PaymentTarget, RecordPaymentModal } from "../components/shared/RecordPaymentModal.tsx";
import { DashboardView } from "../components/tracking/DashboardView.tsx";
import { MonthlyView } from "../components/tracking/MonthlyView.tsx";
import { RenewFromLink } from "../components/tracking/RenewFromLink.tsx";
import { ScreenLinks } from "../components/tracking/ScreenLinks.tsx";
import { TimelineView } from "../components/tracking/TimelineView.tsx";
import { useTrackingParams } from "../components/tracking/use-tracking-params.ts";

function targetOf(m: MonthlyMember, month: string): PaymentTarget {
  const record = m.payment_id !== null && m.remaining_amount > 0 && m.payment_status !== "CANCELLED";
  return {
    memberId: m.member_id,
    memberName: m.member_name,
    renewalDate: m.member_renewal_date,
    paymentId: record ? m.payment_id : null,
    remaining: record ? m.remaining_amount : m.amount_due,
    reference: record ? m.reference_number : null,
    month,
  };
}

/** /dashboard/smartPaymentTracking (part 2 §2): Dashboard, Monthly and Timeline views, Record Payment and invoices. */
export default function SmartPaymentTrackingPage() {
  const [params, update] = useTrackingParams();
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [invoices, setInvoices] = useState(false);

  return (
    <Stack gap="md">
      <PageHeader
        title="Smart Payment Tracking"
        subtitle="Monthly fees, dues and invoices"
        actions={
          <Button variant="default" onClick={() => setInvoices(true)}>
            View Invoices
          </Button>
        }
      />
      <ScreenLinks />
      {params.view === "timeline" && params.member ? (
        <>
          <Button
            variant="subtle"
            w="fit-content"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => update({ view: "monthly", member: null })}
          >
            Back to Monthly view
          </Button>
          <TimelineView memberId={params.member} onPay={setPaying} />
        </>
      ) : (
        <>
          <SegmentedControl
            w="fit-content"
            value={params.view}
            onChange={(v) => update({ view: v as "dashboard" | "monthly" })}
            data={[
              { value: "dashboard", label: "Dashboard" },
              { value: "monthly", label: "Monthly" },
            ]}
            aria-label="View"
          />
          {params.view === "dashboard" ? (
            <DashboardView
              month={params.month}
              onOpenMonth={(status) => update({ view: "monthly", status })}
              onInvoices={() => setInvoices(true)}
            />
          ) : (
            <MonthlyView params={params} update={update} onPay={(m) => setPaying(targetOf(m, params.month))} />
          )}
        </>
      )}
      {paying && <RecordPaymentModal target={paying} onClose={() => setPaying(null)} />}
      {params.renew && <RenewFromLink memberId={params.renew} onClose={() => update({ renew: null })} />}
      {invoices && <InvoicesModal onClose={() => setInvoices(false)} />}
    </Stack>
  );
}
