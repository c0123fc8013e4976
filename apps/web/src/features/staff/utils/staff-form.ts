import {
  type CreateStaffInput,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
  type UpdateStaffInput,
} from "@gym/contracts";

/** What the Add/Edit staff form holds: the trainer as the select's text value (null: none chosen). */
export interface StaffFormValues {
  full_name: string;
  username: string;
  phone: string;
  role: StaffRole;
  trainer_id: string | null;
}

/** The role choices of a person's account, with what each may do (decision 0321). */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  OWNER: "Everything, including staff accounts and the gym's settings",
  MANAGER: "Everything but staff accounts and the gym's settings",
  FRONT_DESK: "Members, check-in, collecting payments and invoices; no profit, no editing received money",
  TRAINER: "Their own bookings, exercise assignments, the exercise and diet lists; no money, no phone numbers",
};

export const emptyStaffForm = (): StaffFormValues => ({
  full_name: "",
  username: "",
  phone: "",
  role: "FRONT_DESK",
  trainer_id: null,
});

export const staffFormFrom = (s: StaffAccount): StaffFormValues => ({
  full_name: s.full_name,
  username: s.username,
  phone: s.phone,
  role: s.role === "DOOR" ? "FRONT_DESK" : s.role,
  trainer_id: s.trainer_id === null ? null : String(s.trainer_id),
});

const trainerOf = (v: StaffFormValues) => (v.role === "TRAINER" && v.trainer_id ? v.trainer_id : null);

export const toCreateStaffPayload = (v: StaffFormValues): CreateStaffInput => ({
  full_name: v.full_name,
  username: v.username.trim(),
  phone: v.phone,
  role: v.role,
  trainer_id: trainerOf(v),
});

export const toUpdateStaffPayload = (v: StaffFormValues): UpdateStaffInput => ({
  full_name: v.full_name,
  phone: v.phone,
  role: v.role,
  trainer_id: trainerOf(v),
});
