import { ROLE_LABELS, SAVE_STAFF_FAILED, type StaffAccount, type StaffPasswordResponse } from "@gym/contracts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useActivateStaff } from "../../api/activate-staff.ts";
import { useDeactivateStaff } from "../../api/deactivate-staff.ts";
import { useResetStaffPassword } from "../../api/reset-staff-password.ts";
import { useRevokeDoorDevice } from "../../api/revoke-door-device.ts";

const failed = (error: unknown) =>
  notify({ color: "red", title: SAVE_STAFF_FAILED, message: failureText(error, SAVE_STAFF_FAILED) });
const done = (title: string) => (answer: { message: string }) =>
  notify({ color: "green", title, message: answer.message });

/** Deactivate, reset a password and revoke a door device, each after a confirmation; activate at once. */
export function useStaffActions(onPassword: (answer: StaffPasswordResponse) => void) {
  const deactivate = useDeactivateStaff();
  const activate = useActivateStaff();
  const reset = useResetStaffPassword();
  const revoke = useRevokeDoorDevice();
  return {
    busy: deactivate.isPending || activate.isPending || reset.isPending || revoke.isPending,
    askDeactivate: (s: StaffAccount) =>
      openConfirm({
        title: "Deactivate account",
        message: `${s.full_name} (${ROLE_LABELS[s.role]}) is signed out everywhere at once and cannot sign in until the account is activated again.`,
        confirmLabel: "Deactivate",
        onConfirm: () => deactivate.mutate(s.id, { onSuccess: done("Account deactivated"), onError: failed }),
      }),
    activate: (s: StaffAccount) => activate.mutate(s.id, { onSuccess: done("Account activated"), onError: failed }),
    askReset: (s: StaffAccount) =>
      openConfirm({
        title: "Reset password",
        message: `${s.full_name} gets a new password, shown to you once; their current password stops working and they are signed out.`,
        confirmLabel: "Reset password",
        color: "blue",
        onConfirm: () => reset.mutate(s.id, { onSuccess: onPassword, onError: failed }),
      }),
    askRevoke: (s: StaffAccount) =>
      openConfirm({
        title: "Revoke door device",
        message: `${s.full_name} is signed out at once and cannot sign in again. Add a new device to replace it.`,
        confirmLabel: "Revoke",
        onConfirm: () => revoke.mutate(s.id, { onSuccess: done("Door device revoked"), onError: failed }),
      }),
  };
}
