import type { PaymentMethod, PaymentSettingsFields } from "@gym/contracts";

/** The demo gym's payment settings: a Bengaluru gym registered for GST, taking UPI. */
export const DEMO_SETTINGS: PaymentSettingsFields = {
  default_plan_name: "Standard",
  default_plan_amount: "1500.00",
  gym_address: "Plot 14, 2nd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038",
  gym_phone: "080 4123 7788",
  gym_state: "Karnataka",
  gstin: "29AABCD1234E1Z4",
  sac_code: "999723",
  /** Follows the default rate (5% since 22 September 2025, decision 0220). */
  gst_rate: null,
  upi_vpa: "demofitness@okhdfcbank",
  upi_payee_name: "Demo Fitness Center",
  template_due_soon: "",
  template_overdue: "",
  template_received: "",
};

/** Plans by member position: named plans, unnamed amounts (tiers by amount), and none (the default). */
export const DEMO_PLANS: { name: string | null; amount: string | null }[] = [
  { name: "Basic", amount: "1200.00" },
  { name: null, amount: null },
  { name: "Premium", amount: "2500.00" },
  { name: null, amount: "3500.00" },
  { name: "Couple Plan", amount: "2800.00" },
  { name: null, amount: null },
  { name: null, amount: "5500.00" },
  { name: "Student", amount: "999.00" },
];

export const DEMO_METHODS: PaymentMethod[] = ["UPI", "UPI", "CASH", "UPI", "CARD", "BANK_TRANSFER", "UPI", "CASH"];

/**
 * How a member pays a past month, by (member position + month) mod 10: mostly on time, some late
 * with the fee, one partial that was never finished.
 */
export type PastHabit = "on_time" | "late" | "partial";
export function pastHabit(n: number): PastHabit {
  if (n % 10 === 7) return "partial";
  if (n % 10 === 3 || n % 10 === 8) return "late";
  return "on_time";
}

/** This month, by member position mod 6: paid, paid late, partial, or still owing. */
export type CurrentHabit = "paid" | "late" | "partial" | "owing";
export function currentHabit(n: number): CurrentHabit {
  return (["paid", "owing", "paid", "partial", "late", "owing"] as const)[n % 6]!;
}
