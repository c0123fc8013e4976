/**
 * Staff roles and the permissions the endpoint catalogue declares (issue 25 §2-§3, decision 0321).
 * Each catalogue entry names one permission; a permission is the set of roles that may call the entry.
 * The auth plugin (apps/api/src/plugins/auth.ts) refuses any other role with a 403 before the handler
 * runs; the dashboard hides what a role may not do from the same table (`mayCall`, `roleMay`).
 */
export const ROLES = ["OWNER", "MANAGER", "FRONT_DESK", "TRAINER", "DOOR"] as const;
export type Role = (typeof ROLES)[number];

/** The words a screen shows for a role. */
export const ROLE_LABELS: Record<Role, string> = {
  OWNER: "Owner",
  MANAGER: "Manager",
  FRONT_DESK: "Front desk",
  TRAINER: "Trainer",
  DOOR: "Door device",
};

/** Roles the owner gives a person's account (a door device is made on its own screen, decision 0323). */
export const STAFF_ROLES = ["OWNER", "MANAGER", "FRONT_DESK", "TRAINER"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL: readonly Role[] = ROLES;
const PEOPLE: readonly Role[] = ["OWNER", "MANAGER", "FRONT_DESK", "TRAINER"];
const DESK_UP: readonly Role[] = ["OWNER", "MANAGER", "FRONT_DESK"];
const MANAGER_UP: readonly Role[] = ["OWNER", "MANAGER"];
const OWNER_ONLY: readonly Role[] = ["OWNER"];

/**
 * The named permissions (decision 0321). `public` entries take no token at all; every other name is
 * the list of roles that may call the entry.
 */
export const PERMISSIONS = {
  /** No staff token: sign-in, the gym's public page, the member's page posts (their link is the key, decision 0352). */
  public: [] as readonly Role[],
  /** Every signed-in account, the door device too: the session check and sign-out. */
  everyone: ALL,
  /** Every person's account (not a door device): changing one's own password, the exercise and diet lists. */
  staff: PEOPLE,
  /** The check-in screen: the desk and the door device. */
  check_in: ["OWNER", "MANAGER", "FRONT_DESK", "DOOR"] as readonly Role[],
  /** Members' lists and profiles (with phone numbers), adding, suspending and activating them; the home screen. */
  members: DESK_UP,
  /** Editing, deleting, restoring, exporting, bulk upload, data rights, freezes. */
  members_admin: MANAGER_UP,
  /** Collecting money and issuing invoices; the dues and the day's receipts. */
  money_collect: DESK_UP,
  /** A quick expense (its categories to pick from and the create call). */
  expense_quick_add: DESK_UP,
  /** Editing received money, discounts, reports and profit figures, expenses beyond quick add, exports. */
  money_control: MANAGER_UP,
  /** A trainer's own bookings and assignments (the handler narrows a trainer to their own rows). */
  coaching: ["OWNER", "MANAGER", "TRAINER"] as readonly Role[],
  /** Running the gym: catalogues, trainers, plans, posts, shop, feedback, gallery, reports. */
  manage: MANAGER_UP,
  /** The gym's settings and backups. */
  gym_settings: OWNER_ONLY,
  /** Staff accounts and door devices. */
  staff_admin: OWNER_ONLY,
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** True when the role may call an entry with this permission. */
export function roleMay(role: Role, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}

export const isRole = (value: unknown): value is Role => typeof value === "string" && ROLES.includes(value as Role);

/** The 403 text for a signed-in account whose role may not call an endpoint. */
export function notAllowedText(role: Role): string {
  return `Your account (${ROLE_LABELS[role]}) is not allowed to do this. Ask the gym's owner.`;
}
