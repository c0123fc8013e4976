import { FAILED_TO_DELETE_TRAINER, FAILED_TO_UPDATE_TRAINER_STATUS, type Trainer } from "@gym/contracts";
import { WARNING_ORANGE } from "../../../components/ui/accessible-colours.ts";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeleteTrainer } from "../api/delete-trainer.ts";
import { useSetTrainerActive } from "../api/set-trainer-active.ts";

/** Activate/Deactivate (confirmed before deactivating) and Delete (confirmed; decision 0123 says what it does). */
export function useTrainerActions() {
  const setActive = useSetTrainerActive();
  const remove = useDeleteTrainer();

  const fail = (title: string) => (error: unknown) =>
    notify({ color: "red", title, message: failureText(error, title) });

  const toggle = (trainer: Trainer) => {
    const run = () =>
      setActive.mutate(
        { id: trainer.id, is_active: !trainer.is_active },
        {
          onSuccess: ({ trainer: t }) =>
            notify({ color: "green", message: `${t.name} is now ${t.is_active ? "active" : "inactive"}` }),
          onError: fail(FAILED_TO_UPDATE_TRAINER_STATUS),
        },
      );
    if (!trainer.is_active) return run();
    openConfirm({
      title: "Deactivate trainer",
      message: `Deactivate ${trainer.name}? Members cannot be booked with an inactive trainer, and no new charges can be added. Existing bookings stay.`,
      confirmLabel: "Deactivate",
      color: WARNING_ORANGE,
      onConfirm: run,
    });
  };

  const askDelete = (trainer: Trainer) =>
    openConfirm({
      title: "Delete trainer",
      message:
        trainer.rate_count + trainer.booking_count > 0
          ? `${trainer.name} has charges or bookings, so the trainer will be deactivated instead of deleted. Their bookings and charges stay.`
          : `Delete ${trainer.name} and their photo? This action cannot be undone.`,
      confirmLabel: trainer.rate_count + trainer.booking_count > 0 ? "Deactivate" : "Delete",
      onConfirm: () =>
        remove.mutate(trainer.id, {
          onSuccess: (answer) => notify({ color: answer.deactivated ? "orange" : "green", message: answer.message }),
          onError: fail(FAILED_TO_DELETE_TRAINER),
        }),
    });

  const busyId = setActive.isPending ? setActive.variables?.id : remove.isPending ? remove.variables : undefined;
  return { toggle, askDelete, busyId };
}
