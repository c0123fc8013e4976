import {
  BOOKING_STATUS_LABELS,
  FAILED_TO_DOWNLOAD_INVOICE,
  FAILED_TO_FETCH_AUDIT,
  FAILED_TO_FETCH_CHECK_INS,
  FAILED_TO_FETCH_DATA,
  FAILED_TO_FETCH_FEEDBACK,
  FAILED_TO_FETCH_INVOICES,
  FAILED_TO_FETCH_MEMBER_PAYMENTS,
  FEEDBACK_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  WEEKDAY_LABELS,
} from "@gym/contracts";
import { Button, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { AuditChanges } from "../../../../components/ui/AuditChanges.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { staffText, useAuditEntries } from "../../../../lib/audit-entries.ts";
import { formatDate, formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useDownloadMemberInvoice } from "../../api/download-invoice.ts";
import { MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS, useMemberAssignments } from "../../api/get-member-assignments.ts";
import { MEMBER_HISTORY_PAGE_SIZE_BOOKINGS, useMemberBookings } from "../../api/get-member-bookings.ts";
import { MEMBER_HISTORY_PAGE_SIZE_FEEDBACK, useMemberFeedback } from "../../api/get-member-feedback.ts";
import { MEMBER_HISTORY_PAGE_SIZE_INVOICES, useMemberInvoices } from "../../api/get-member-invoices.ts";
import { MEMBER_HISTORY_PAGE_SIZE_PAYMENTS, useMemberPayments } from "../../api/get-member-payments.ts";
import { MEMBER_HISTORY_PAGE_SIZE_VISITS, useMemberVisits } from "../../api/get-member-visits.ts";
import { HistoryTable } from "./HistoryTable.tsx";

const MEMBER_HISTORY_PAGE_SIZE_AUDIT = 10;

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

const small = (text: string) => (
  <Text size="sm" component="span">
    {text}
  </Text>
);

/** The member's monthly payment records (the payment timeline), newest first. */
export function PaymentsHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberPayments(memberId, page);
  return (
    <HistoryTable
      name="Payments"
      rows={q.data?.payments}
      rowKey={(p) => p.id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_PAYMENTS}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_MEMBER_PAYMENTS}
      onRetry={() => void q.refetch()}
      empty="No payment records yet."
      columns={[
        { label: "Month", render: (p) => small(p.membership_month_display) },
        { label: "Due", render: (p) => small(`${formatRupees(p.amount_due)} by ${formatDate(p.due_date)}`) },
        { label: "Paid", render: (p) => small(formatRupees(p.amount_paid)) },
        { label: "Late fee", render: (p) => small(formatRupees(p.late_fee)) },
        { label: "Status", render: (p) => small(titleCase(p.payment_status)) },
        { label: "Paid on", render: (p) => small(p.payment_date ? formatDate(p.payment_date) : "-") },
      ]}
    />
  );
}

/** The member's receipts: each a tax invoice, its PDF downloaded on demand. */
export function InvoicesHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberInvoices(memberId, page);
  const download = useDownloadMemberInvoice();
  const save = (id: number) =>
    download.mutate(id, {
      onError: (error) => notify({ color: "red", title: FAILED_TO_DOWNLOAD_INVOICE, message: failureText(error, "") }),
    });
  return (
    <HistoryTable
      name="Invoices"
      rows={q.data?.invoices}
      rowKey={(i) => i.invoice_id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_INVOICES}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_INVOICES}
      onRetry={() => void q.refetch()}
      empty="No invoices yet: an invoice is made for every payment received."
      columns={[
        { label: "Invoice", render: (i) => small(i.voided ? `${i.invoice_number} (Void)` : i.invoice_number) },
        { label: "Date", render: (i) => small(formatDate(i.payment_date)) },
        { label: "Period", render: (i) => small(i.membership_period) },
        { label: "Amount", render: (i) => small(formatRupees(i.amount)) },
        { label: "Method", render: (i) => small(PAYMENT_METHOD_LABELS[i.payment_method]) },
        {
          label: "PDF",
          render: (i) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileDownload size={14} aria-hidden />}
              loading={download.isPending && download.variables === i.invoice_id}
              onClick={() => save(i.invoice_id)}
              aria-label={`Download invoice ${i.invoice_number}`}
            >
              PDF
            </Button>
          ),
        },
      ]}
    />
  );
}

export function BookingsHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberBookings(memberId, page);
  return (
    <HistoryTable
      name="Bookings"
      rows={q.data?.results}
      rowKey={(b) => b.id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_BOOKINGS}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_DATA}
      onRetry={() => void q.refetch()}
      empty="No trainer bookings."
      columns={[
        { label: "Date", render: (b) => small(formatDate(b.booking_date)) },
        { label: "Time", render: (b) => small(`${b.start_time.slice(0, 5)}-${b.end_time.slice(0, 5)}`) },
        { label: "Trainer", render: (b) => small(b.trainer_name) },
        { label: "Amount", render: (b) => small(formatRupees(b.amount)) },
        { label: "Paid", render: (b) => small(b.payment_status ? "Paid" : "Unpaid") },
        { label: "Status", render: (b) => small(BOOKING_STATUS_LABELS[b.status]) },
      ]}
    />
  );
}

export function AssignmentsHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberAssignments(memberId, page);
  return (
    <HistoryTable
      name="Assignments"
      rows={q.data?.results}
      rowKey={(a) => a.id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_DATA}
      onRetry={() => void q.refetch()}
      empty="No exercises assigned."
      columns={[
        { label: "Exercise", render: (a) => small(a.exercise.name) },
        { label: "Category", render: (a) => small(a.exercise_category.name) },
        { label: "Day", render: (a) => small(WEEKDAY_LABELS[a.day]) },
        { label: "Sets × reps", render: (a) => small(`${a.set} × ${a.reps}`) },
        { label: "Assigned", render: (a) => small(formatDate(a.assigned_date)) },
        { label: "Done", render: (a) => small(a.is_success ? "Yes" : "No") },
      ]}
    />
  );
}

export function FeedbackHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberFeedback(memberId, page);
  return (
    <HistoryTable
      name="Feedback"
      rows={q.data?.feedbacks}
      rowKey={(f) => f.id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_FEEDBACK}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_FEEDBACK}
      onRetry={() => void q.refetch()}
      empty="No feedback from this member."
      columns={[
        { label: "Submitted", render: (f) => small(formatTimestampDate(f.submitted_at)) },
        { label: "Subject", render: (f) => small(f.subject) },
        { label: "Rating", render: (f) => small(`${f.rating} / 5`) },
        { label: "Status", render: (f) => small(FEEDBACK_STATUS_LABELS[f.status]) },
      ]}
    />
  );
}

export function VisitsHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useMemberVisits(memberId, page);
  return (
    <HistoryTable
      name="Visits"
      rows={q.data?.check_ins}
      rowKey={(v) => v.id}
      count={q.data?.count ?? 0}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_VISITS}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_CHECK_INS}
      onRetry={() => void q.refetch()}
      empty="No visits in the last year."
      columns={[
        { label: "Day", render: (v) => small(formatDate(v.day)) },
        { label: "Time", render: (v) => small(v.time) },
        { label: "At the door", render: (v) => small(v.door_reason || v.door_colour) },
        { label: "Checked in by", render: (v) => small(v.staff_name ?? "-") },
      ]}
    />
  );
}

/** Issue 25 §5: the audit trail's entries about the member (decision 0333), newest first. */
export function AuditHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const q = useAuditEntries({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_AUDIT });
  const shown = q.data?.entries.length ?? 0;
  return (
    <HistoryTable
      name="Audit trail"
      rows={q.data?.entries}
      rowKey={(e) => e.id}
      // The trail is not counted (decision 0333): enough to offer the next page when there is one.
      count={(page - 1) * MEMBER_HISTORY_PAGE_SIZE_AUDIT + shown + (q.data?.has_next ? 1 : 0)}
      page={page}
      pageSize={MEMBER_HISTORY_PAGE_SIZE_AUDIT}
      onPage={setPage}
      isLoading={q.isLoading}
      error={q.error}
      errorTitle={FAILED_TO_FETCH_AUDIT}
      onRetry={() => void q.refetch()}
      empty="No changes recorded yet."
      columns={[
        {
          label: "When",
          render: (e) =>
            small(
              `${formatTimestampDate(e.at)} ${new Date(e.at).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" })}`,
            ),
        },
        { label: "Staff", render: (e) => small(staffText(e)) },
        { label: "What changed", render: (e) => <AuditChanges entry={e} /> },
      ]}
    />
  );
}
