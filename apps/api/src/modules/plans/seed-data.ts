import type { PlanWrite } from "./repository.ts";

/**
 * The demo gym's catalogue (decision 0290). The four monthly plans carry the names and fees the demo
 * members already have (member-payments' DEMO_PLANS), so those members are put on them without a change
 * to what they are billed; the longer plans and the GST-exclusive one have no members yet.
 */
export const DEMO_CATALOGUE: PlanWrite[] = [
  { name: "Basic", duration_months: 1, duration_days: 30, price: "1200.00", admission_fee: null, gst_included: true },
  { name: "Student", duration_months: 1, duration_days: 30, price: "999.00", admission_fee: null, gst_included: true },
  { name: "Premium", duration_months: 1, duration_days: 30, price: "2500.00", admission_fee: null, gst_included: true },
  {
    name: "Couple Plan",
    duration_months: 1,
    duration_days: 30,
    price: "2800.00",
    admission_fee: null,
    gst_included: true,
  },
  {
    name: "Quarterly",
    duration_months: 3,
    duration_days: 90,
    price: "3300.00",
    admission_fee: "500.00",
    gst_included: true,
  },
  {
    name: "Half-Yearly",
    duration_months: 6,
    duration_days: 180,
    price: "6300.00",
    admission_fee: "500.00",
    gst_included: true,
  },
  {
    name: "Yearly",
    duration_months: 12,
    duration_days: 365,
    price: "12000.00",
    admission_fee: "1000.00",
    gst_included: true,
  },
  {
    name: "Summer 45 Days",
    duration_months: null,
    duration_days: 45,
    price: "1800.00",
    admission_fee: null,
    gst_included: false,
  },
];
