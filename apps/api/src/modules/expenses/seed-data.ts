import type { ExpenseCategoryType, PaymentMethod, RecurringFrequency } from "@gym/contracts";

/**
 * The demo gym's ledger (issue 9 ¶6): a mid-sized gym in Pune. Membership income is not here: it comes
 * from member payments' receipts (decision 0161), seeded by that area through its service.
 */
export const DEMO_CATEGORIES: {
  name: string;
  category_type: ExpenseCategoryType;
  is_income: boolean;
  description: string;
}[] = [
  {
    name: "Trainer Salaries",
    category_type: "TRAINER_SALARY",
    is_income: false,
    description: "Monthly pay of the floor and personal trainers",
  },
  { name: "Equipment", category_type: "EQUIPMENT", is_income: false, description: "New machines, weights and spares" },
  {
    name: "Electricity & Water",
    category_type: "UTILITIES",
    is_income: false,
    description: "MSEDCL bill, water tanker and cans",
  },
  {
    name: "Maintenance",
    category_type: "MAINTENANCE",
    is_income: false,
    description: "AC servicing, plumbing, machine repairs, housekeeping",
  },
  {
    name: "Marketing",
    category_type: "MARKETING",
    is_income: false,
    description: "Instagram ads, pamphlets, flex banners",
  },
  { name: "Rent", category_type: "RENT", is_income: false, description: "Monthly rent of the premises" },
  {
    name: "Insurance",
    category_type: "INSURANCE",
    is_income: false,
    description: "Equipment and public liability cover",
  },
  { name: "Miscellaneous", category_type: "OTHER", is_income: false, description: "Stationery, tea, small purchases" },
  {
    name: "Shop Sales",
    category_type: "OTHER",
    is_income: true,
    description: "Supplements, shakers and gym wear sold at the desk",
  },
  {
    name: "Personal Training",
    category_type: "OTHER",
    is_income: true,
    description: "Personal training packages paid separately",
  },
];

/** Three schedules; their history is posted by the recurring job itself when the seed runs. */
export const DEMO_RECURRING: {
  category: string;
  name: string;
  description: string;
  amount: string;
  frequency: RecurringFrequency;
  payment_method: PaymentMethod;
  /** Months before today's month that the schedule started, and its day of month. */
  startMonthsAgo: number;
  day: number;
}[] = [
  {
    category: "Rent",
    name: "Premises rent",
    description: "Shop no. 4-6, Baner Road",
    amount: "55000",
    frequency: "MONTHLY",
    payment_method: "BANK_TRANSFER",
    startMonthsAgo: 6,
    day: 1,
  },
  {
    category: "Trainer Salaries",
    name: "Salary - Vikram Singh (head trainer)",
    description: "",
    amount: "28000",
    frequency: "MONTHLY",
    payment_method: "BANK_TRANSFER",
    startMonthsAgo: 6,
    day: 7,
  },
  {
    category: "Maintenance",
    name: "Housekeeping contract",
    description: "Daily cleaning, billed weekly",
    amount: "2500",
    frequency: "WEEKLY",
    payment_method: "UPI",
    startMonthsAgo: 3,
    day: 3,
  },
];

export interface MonthlyItem {
  category: string;
  title: string;
  /** Rupees; the seed varies it by up to ±`spread` per cent, month by month. */
  amount: number;
  spread: number;
  day: number;
  method: PaymentMethod;
  income?: boolean;
  /** Only in some months: every `every`-th month counting back from this one. */
  every?: number;
  withMember?: boolean;
}

/** Bills and takings that recur without a schedule, by day of month. */
export const DEMO_MONTHLY: MonthlyItem[] = [
  {
    category: "Trainer Salaries",
    title: "Salary - Neha Kulkarni",
    amount: 22000,
    spread: 0,
    day: 7,
    method: "BANK_TRANSFER",
  },
  { category: "Trainer Salaries", title: "Salary - Arjun Patil", amount: 18000, spread: 0, day: 7, method: "UPI" },
  {
    category: "Electricity & Water",
    title: "MSEDCL electricity bill",
    amount: 14500,
    spread: 18,
    day: 12,
    method: "UPI",
  },
  { category: "Electricity & Water", title: "Drinking water cans", amount: 1800, spread: 10, day: 20, method: "CASH" },
  {
    category: "Miscellaneous",
    title: "Tea, coffee and cleaning supplies",
    amount: 2200,
    spread: 25,
    day: 15,
    method: "CASH",
  },
  {
    category: "Marketing",
    title: "Instagram and Facebook ads",
    amount: 6000,
    spread: 30,
    day: 5,
    method: "CARD",
    every: 1,
  },
  {
    category: "Marketing",
    title: "Pamphlet distribution with newspapers",
    amount: 4500,
    spread: 10,
    day: 25,
    method: "CASH",
    every: 3,
  },
  {
    category: "Maintenance",
    title: "AC servicing (4 units)",
    amount: 5200,
    spread: 5,
    day: 18,
    method: "UPI",
    every: 3,
  },
  {
    category: "Shop Sales",
    title: "Whey protein sales",
    amount: 16000,
    spread: 35,
    day: 9,
    method: "UPI",
    income: true,
  },
  {
    category: "Shop Sales",
    title: "Shakers, gloves and belts",
    amount: 3800,
    spread: 40,
    day: 22,
    method: "CASH",
    income: true,
  },
  {
    category: "Personal Training",
    title: "PT package - 12 sessions",
    amount: 9000,
    spread: 0,
    day: 3,
    method: "UPI",
    income: true,
    withMember: true,
  },
  {
    category: "Personal Training",
    title: "PT package - 8 sessions",
    amount: 6500,
    spread: 0,
    day: 16,
    method: "CARD",
    income: true,
    withMember: true,
  },
];

/** One-off purchases and bills: months before this one, day of month. */
export const DEMO_ONE_OFF: {
  category: string;
  title: string;
  amount: string;
  monthsAgo: number;
  day: number;
  method: PaymentMethod;
  reference?: string;
}[] = [
  {
    category: "Equipment",
    title: "Commercial treadmill (Cosco)",
    amount: "142000",
    monthsAgo: 5,
    day: 11,
    method: "BANK_TRANSFER",
    reference: "INV-CS-2291",
  },
  {
    category: "Equipment",
    title: "Rubber hex dumbbells 2.5-25 kg set",
    amount: "38500",
    monthsAgo: 3,
    day: 14,
    method: "CHEQUE",
    reference: "CHQ 004512",
  },
  {
    category: "Equipment",
    title: "Resistance bands and yoga mats",
    amount: "6400",
    monthsAgo: 1,
    day: 19,
    method: "UPI",
  },
  {
    category: "Maintenance",
    title: "Cable machine pulley replaced",
    amount: "3100",
    monthsAgo: 2,
    day: 8,
    method: "CASH",
  },
  { category: "Maintenance", title: "Washroom plumbing", amount: "2750", monthsAgo: 4, day: 23, method: "CASH" },
  {
    category: "Insurance",
    title: "Equipment insurance (annual)",
    amount: "18600",
    monthsAgo: 4,
    day: 2,
    method: "BANK_TRANSFER",
    reference: "POL/NIA/88213",
  },
  {
    category: "Marketing",
    title: "Flex banners for the Diwali offer",
    amount: "7800",
    monthsAgo: 2,
    day: 21,
    method: "UPI",
  },
];
