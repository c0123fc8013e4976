import { STAFF_ROLES } from "../catalogue/permissions.ts";
import { authFields, dbId, optionalText, requiredText, successBody, successMessageBody } from "../common.ts";
import { z } from "../messages.ts";

// Staff accounts, everyone's own password and door devices (issue 25 §1-§2; designed paths under
// /api/auth/, decisions 0320, 0322, 0323). The first password of an account, a reset password and a door
// device's password are made by the server and shown once (decision 0322).

// ---- texts ----
export const STAFF_NOT_FOUND = "Staff account not found";
export const STAFF_USERNAME_TAKEN = "This username is already taken";
export const STAFF_CREATED = "Staff account created. Give them the password below: it is shown only once.";
export const STAFF_UPDATED = "Staff account updated. If the role changed, they sign in again.";
export const STAFF_DEACTIVATED = "Staff account deactivated. They are signed out everywhere.";
export const STAFF_ACTIVATED = "Staff account activated";
export const STAFF_PASSWORD_RESET = "Password reset. Give them the password below: it is shown only once.";
export const CANNOT_CHANGE_OWN_ACCOUNT = "You cannot change your own role or deactivate your own account";
export const OWN_BOOKINGS_ONLY = "A trainer sees and changes only their own bookings";
export const TRAINER_ACCOUNT_UNLINKED = "Your trainer account is not linked to a trainer. Ask the gym's owner.";
export const TRAINER_ACCOUNT_NEEDS_TRAINER = "Choose the trainer this account belongs to";
export const TRAINER_NOT_FOUND_FOR_ACCOUNT = "Trainer not found";
export const RESET_OWN_PASSWORD = "Change your own password with Change password (it asks for the current one)";
export const PASSWORD_CHANGED = "Password changed. Sign in again with the new password.";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
export const PASSWORD_TOO_SHORT = "New password must be at least 8 characters";
export const PASSWORD_SAME = "New password must differ from the current one";
export const DOOR_DEVICE_CREATED =
  "Door device created. Sign it in with the username and password below: the password is shown only once.";
export const DOOR_DEVICE_REVOKED = "Door device revoked. It is signed out and cannot sign in again.";
export const DOOR_DEVICE_NOT_FOUND = "Door device not found";
export const FETCH_STAFF_FAILED = "Failed to fetch staff accounts. Please try again.";
export const SAVE_STAFF_FAILED = "Failed to save staff account. Please try again.";
export const STAFF_USERNAME_INVALID = "Username may use letters, digits, dots, dashes and underscores (3 to 150)";
export const STAFF_PHONE_INVALID = "Enter a valid phone number (7 to 15 digits)";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

// ---- requests ----
const username = requiredText("username", 150).refine((v) => /^[A-Za-z0-9._-]{3,150}$/.test(v), {
  error: STAFF_USERNAME_INVALID,
});
const phone = optionalText(20).refine((v) => v === undefined || /^\+?[0-9()\-\s]*(\d[()\-\s]*){7,15}$/.test(v), {
  error: STAFF_PHONE_INVALID,
});
const staffRole = z.enum(STAFF_ROLES, { error: "role must be one of OWNER, MANAGER, FRONT_DESK, TRAINER" });

export const createStaffBody = z.object({
  ...authFields,
  full_name: requiredText("full_name", 200, "Name is required"),
  username,
  phone,
  role: staffRole,
  /** A TRAINER account's trainer (the row its bookings name); required for a trainer. */
  trainer_id: z.preprocess((v) => (v === "" ? null : v), dbId.nullish()),
});
export type CreateStaffInput = z.input<typeof createStaffBody>;

export const updateStaffBody = z.object({
  ...authFields,
  full_name: requiredText("full_name", 200, "Name is required").optional(),
  phone,
  role: staffRole.optional(),
  trainer_id: z.preprocess((v) => (v === "" ? null : v), dbId.nullish()),
});
export type UpdateStaffInput = z.input<typeof updateStaffBody>;

export const staffActionBody = z.object(authFields).nullish();

const newPassword = z
  .string({ error: "new_password is required" })
  .min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX);
export const changePasswordBody = z.object({
  ...authFields,
  current_password: z
    .string({ error: "current_password is required" })
    .min(1, { error: "current_password is required" })
    .max(PASSWORD_MAX),
  new_password: newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

export const createDoorDeviceBody = z.object({
  ...authFields,
  name: requiredText("name", 100, "Device name is required"),
});
export type CreateDoorDeviceInput = z.input<typeof createDoorDeviceBody>;

// ---- responses ----
export const staffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  phone: z.string(),
  role: z.enum(["OWNER", "MANAGER", "FRONT_DESK", "TRAINER", "DOOR"]),
  trainer_id: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const listStaffResponse = successBody({ staff: z.array(staffAccount), count: z.number().int() });
export type ListStaffResponse = z.infer<typeof listStaffResponse>;
export const staffSavedResponse = successMessageBody({ staff: staffAccount });
export type StaffSavedResponse = z.infer<typeof staffSavedResponse>;
/** A new account, a reset or a new door device: the password, this once (decision 0322). */
export const staffPasswordResponse = successMessageBody({ staff: staffAccount, password: z.string() });
export type StaffPasswordResponse = z.infer<typeof staffPasswordResponse>;
export const changePasswordResponse = successMessageBody({});
