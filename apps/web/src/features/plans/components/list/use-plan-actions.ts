import { ARCHIVE_PLAN_FAILED, type Plan, planArchiveWarning, SAVE_PLAN_FAILED } from "@gym/contracts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useArchivePlan } from "../../api/archive-plan.ts";
import { useRestorePlan } from "../../api/restore-plan.ts";

/** Archive (after a confirmation that says what happens to its members) and restore. */
export function usePlanActions() {
  const archive = useArchivePlan();
  const restore = useRestorePlan();
  const askArchive = (plan: Plan) =>
    openConfirm({
      title: "Archive plan",
      message: planArchiveWarning(plan.name, plan.member_count),
      confirmLabel: "Archive",
      onConfirm: () =>
        archive.mutate(plan.id, {
          onSuccess: (answer) => notify({ color: "green", title: "Plan archived", message: answer.message }),
          onError: (error) =>
            notify({ color: "red", title: ARCHIVE_PLAN_FAILED, message: failureText(error, ARCHIVE_PLAN_FAILED) }),
        }),
    });
  const doRestore = (plan: Plan) =>
    restore.mutate(plan.id, {
      onSuccess: (answer) => notify({ color: "green", title: "Plan restored", message: answer.message }),
      onError: (error) =>
        notify({ color: "red", title: SAVE_PLAN_FAILED, message: failureText(error, SAVE_PLAN_FAILED) }),
    });
  return { askArchive, restore: doRestore, busy: archive.isPending || restore.isPending };
}
