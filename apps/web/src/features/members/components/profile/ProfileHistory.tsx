import type { MemberProfile } from "@gym/contracts";
import { Paper, Tabs } from "@mantine/core";
import { useState } from "react";
import { FreezeHistory } from "../freeze/FreezeHistory.tsx";
import {
  AssignmentsHistory,
  AuditHistory,
  BookingsHistory,
  FeedbackHistory,
  InvoicesHistory,
  PaymentsHistory,
  VisitsHistory,
} from "./HistoryLists.tsx";

/** The member's history, one tab per list; a list loads when its tab is first opened. */
export function ProfileHistory({ member }: { member: MemberProfile }) {
  const [tab, setTab] = useState<string | null>("payments");
  const s = member.summary;
  const tabs = [
    { value: "payments", label: `Payments (${s.payment_records})`, panel: <PaymentsHistory memberId={member.id} /> },
    { value: "invoices", label: `Invoices (${s.receipts})`, panel: <InvoicesHistory memberId={member.id} /> },
    { value: "bookings", label: `Bookings (${s.bookings})`, panel: <BookingsHistory memberId={member.id} /> },
    {
      value: "assignments",
      label: `Assignments (${s.assignments})`,
      panel: <AssignmentsHistory memberId={member.id} />,
    },
    { value: "feedback", label: `Feedback (${s.feedback})`, panel: <FeedbackHistory memberId={member.id} /> },
    { value: "visits", label: `Visits (${s.visits})`, panel: <VisitsHistory memberId={member.id} /> },
    // Issue 24 §4: the history of freezes on the member's timeline (decision 0258).
    { value: "freezes", label: "Freezes", panel: <FreezeHistory memberId={member.id} limit={100} /> },
    // Issue 25 §5: who changed what about the member (decision 0333).
    { value: "audit", label: "Audit trail", panel: <AuditHistory memberId={member.id} /> },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: "wrap" }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
