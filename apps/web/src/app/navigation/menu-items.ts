import type { Role } from "@gym/contracts";
import { type EndpointName, mayCall } from "../../lib/role-access.ts";
import { screenAllowed } from "./screen-access.ts";
import { type ScreenKey, screenKeyFromPath } from "./screen-keys.ts";

/**
 * The top menu of part 1 §2 ("Navigation"), in the spec's order, plus Diet (decision 0109). `target` is where the entry goes;
 * `activeOn` lists every screen on which the entry is highlighted (the target included).
 * The sidebar repeats the same entries as icons, so both read this one list.
 */
export interface MenuItem {
  id: string;
  label: string;
  target: ScreenKey;
  activeOn: readonly ScreenKey[];
  /** A call the role must be allowed besides opening `target` (decision 0325). */
  requires?: EndpointName;
  /** In the header's More menu while the header is narrow (decision 0378): the catalogue screens, not the day's work. */
  inMore?: true;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { id: "home", label: "Home", target: "index", activeOn: ["index", "backupSettings", "auditTrail"] },
  // Not in the spec's menu: the gym's day starts at the front desk (issue 24, decision 0257).
  {
    id: "frontDesk",
    label: "Front Desk",
    target: "frontDesk",
    activeOn: ["frontDesk", "attendanceReports", "attendanceSettings", "freezeRequests"],
  },
  // Not in the spec's menu: the day's cash close (issue 25 §6, decision 0326), for the desk, managers and the owner.
  { id: "cashClose", label: "Cash Close", target: "cashClose", activeOn: ["cashClose"] },
  {
    id: "members",
    label: "Members",
    target: "membersList",
    activeOn: ["membersList", "addMember", "bulkUpload", "plans", "privacyNotice"],
  },
  { id: "exercises", label: "Exercises", target: "exercises", activeOn: ["exercises"], inMore: true },
  // Not in the spec's menu: diet management needs a way in; it sits beside the exercises (decision 0109).
  { id: "diet", label: "Diet", target: "diet", activeOn: ["diet"], inMore: true },
  { id: "products", label: "Products", target: "products", activeOn: ["products", "productCategories"], inMore: true },
  { id: "gallery", label: "Gallery", target: "gymImages", activeOn: ["gymImages"], inMore: true },
  { id: "feedback", label: "Feedback", target: "feedback", activeOn: ["feedback"], inMore: true },
  {
    id: "posts",
    label: "Posts",
    target: "posts",
    activeOn: ["posts", "postCategories", "postStats"],
    inMore: true,
  },
  {
    id: "expenses",
    label: "Expenses",
    target: "smartPaymentTracking",
    // The desk collects money from Members and the Front Desk; the Expenses group (profit, expenses) is not theirs.
    requires: "GET /api/expenses/transactions/",
    activeOn: [
      "smartPaymentTracking",
      "expenseReports",
      "expenseCategories",
      "expenseTransactions",
      "memberPayments",
      "recurringExpenses",
      "paymentSettings",
      "renewals",
    ],
  },
  {
    id: "trainers",
    label: "Trainers",
    target: "trainers",
    activeOn: ["trainers", "trainerRates", "trainerBooking", "exerciseAssignments"],
  },
  // Not in the spec's menu: the owner's staff accounts (issue 25, decision 0325); only the owner sees it.
  { id: "staff", label: "Staff", target: "staff", activeOn: ["staff"] },
];

/**
 * The entries a role sees (decision 0325): an entry whose screen the role may not open is hidden; a
 * trainer's Trainers entry opens their bookings (the trainers' list is the manager's).
 */
export function menuItemsFor(role: Role): MenuItem[] {
  return MENU_ITEMS.flatMap((item) => {
    if (screenAllowed(role, item.target) && (!item.requires || mayCall(role, item.requires))) return [item];
    if (item.id === "trainers" && mayCall(role, "GET /api/trainers/bookings/")) {
      return [{ ...item, target: "trainerBooking" as const }];
    }
    return [];
  });
}

/** Entries that fit in a narrow header's row beside the gym's name (1200 px, the top menu's narrowest). */
const NARROW_ROW_ENTRIES = 7;

/**
 * The header's text menu split for its width (decision 0378): a wide header, or a role with few entries,
 * shows every entry; otherwise the day's work stays in the row and the `inMore` entries go under More, so
 * the gym's name keeps its room.
 */
export function splitTopMenu(items: readonly MenuItem[], wide: boolean): { inline: MenuItem[]; more: MenuItem[] } {
  if (wide || items.length <= NARROW_ROW_ENTRIES) return { inline: [...items], more: [] };
  return { inline: items.filter((item) => !item.inMore), more: items.filter((item) => item.inMore) };
}

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const key = screenKeyFromPath(pathname);
  return key !== null && item.activeOn.includes(key);
}

/** The entry highlighted for a path, or undefined (manualMemberPayment belongs to no entry). */
export function activeMenuItem(pathname: string): MenuItem | undefined {
  return MENU_ITEMS.find((item) => isMenuItemActive(item, pathname));
}
