import {
  type Assignment,
  CONFIRM_DELETE_ASSIGNMENT,
  FAILED_TO_DELETE_ASSIGNMENT,
  FAILED_TO_UPDATE_ASSIGNMENT,
} from "@gym/contracts";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeleteAssignment } from "../api/delete-assignment.ts";
import { useMarkCompleted } from "../api/mark-completed.ts";

/** 'Mark Completed' (dated today by the server) and Delete with the spec's question (part 2 §4, §5, §8). */
export function useAssignmentActions() {
  const complete = useMarkCompleted();
  const remove = useDeleteAssignment();
  const fail = (title: string) => (error: unknown) =>
    notify({ color: "red", title, message: failureText(error, title) });

  const markCompleted = (a: Assignment) =>
    complete.mutate(a.id, {
      onSuccess: () => notify({ color: "green", message: `${a.exercise.name} marked completed for ${a.member.name}` }),
      onError: fail(FAILED_TO_UPDATE_ASSIGNMENT),
    });

  const askDelete = (a: Assignment) =>
    openConfirm({
      title: "Delete assignment",
      message: CONFIRM_DELETE_ASSIGNMENT,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (answer) => notify({ color: "green", message: answer.message }),
          onError: fail(FAILED_TO_DELETE_ASSIGNMENT),
        }),
    });

  const busyId = complete.isPending ? complete.variables : remove.isPending ? remove.variables : undefined;
  return { markCompleted, askDelete, busyId };
}
