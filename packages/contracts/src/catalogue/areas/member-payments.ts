import type { Endpoint } from "../types.ts";

/**
 * The member-payments area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const memberPaymentsEndpoints: Endpoint[] = [
  // member-payments: payments, smart tracking, timeline, invoices, gym-members list (part 2 §7)
  {
    method: "GET",
    path: "/api/expenses/member-payments/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/export/",
    area: "member-payments",
    permission: "money_control",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/create/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "PUT",
    path: "/api/expenses/member-payments/{id}/update/",
    area: "member-payments",
    permission: "money_control",
    source: 2,
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/by-month/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/auto-generate/",
    area: "member-payments",
    permission: "money_control",
    source: 2,
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/bulk-mark-paid/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/{id}/mark-paid/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/create-by-member/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/timeline/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  { method: "GET", path: "/api/expenses/invoices/", area: "member-payments", permission: "money_collect", source: 2 },
  {
    method: "GET",
    path: "/api/expenses/invoices/export/",
    area: "member-payments",
    permission: "money_control",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/invoices/{id}/download/",
    area: "member-payments",
    permission: "money_collect",
    source: 2,
  },
  // member-payments: voiding a receipt and its credit note (issue 25 §4; designed, decision 0334)
  {
    method: "POST",
    path: "/api/expenses/invoices/{id}/void/",
    area: "member-payments",
    permission: "money_control",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/invoices/{id}/credit-note/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  { method: "GET", path: "/api/gym-members/", area: "member-payments", permission: "money_collect", source: 2 },
  // member-payments: the dues slip with the UPI QR (issue 10 ★3; designed, decision 0185)
  {
    method: "GET",
    path: "/api/expenses/member-payments/{id}/dues-slip/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  // member-payments: gym payment settings and WhatsApp reminders (issue 10 ★2-★4; designed, decisions 0187, 0189)
  {
    method: "GET",
    path: "/api/expenses/payment-settings/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/expenses/payment-settings/update/",
    area: "member-payments",
    permission: "gym_settings",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/reminders/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  // member-payments: a discount on an open bill (issue 23 §4; designed, decision 0291)
  {
    method: "POST",
    path: "/api/expenses/member-payments/{id}/discount/",
    area: "member-payments",
    permission: "money_control",
    source: "designed",
  },
  // member-payments: removing a discount, the manual form's quote (issue 23; decisions 0293, 0241), the renewals
  // worklist and the reminder sequence (issue 26 §3, §4; designed, decisions 0346-0348)
  {
    method: "DELETE",
    path: "/api/expenses/member-payments/{id}/discount/",
    area: "member-payments",
    permission: "money_control",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/manual-quote/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/renewals/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminder-sequence/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/expenses/member-payments/reminder-sequence/update/",
    area: "member-payments",
    permission: "gym_settings",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminders-today/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/reminders-today/{id}/sent/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminder-exclusions/",
    area: "member-payments",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/reminder-exclusions/",
    area: "member-payments",
    permission: "manage",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/expenses/member-payments/reminder-exclusions/{id}/",
    area: "member-payments",
    permission: "manage",
    source: "designed",
  },
];
