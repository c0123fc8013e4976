import {
  FAILED_TO_DELETE_RATE,
  FAILED_TO_UPDATE_RATE_STATUS,
  RATE_TYPE_LABELS,
  type TrainerRate,
} from "@gym/contracts";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeleteRate } from "../api/delete-rate.ts";
import { useSetRateActive } from "../api/set-rate-active.ts";
import { rateAmountText } from "../utils/group-rates.ts";

/** Activate/Deactivate a rate, and Delete after a confirmation (part 2 §4, §8). */
export function useRateActions() {
  const setActive = useSetRateActive();
  const remove = useDeleteRate();
  const fail = (title: string) => (error: unknown) =>
    notify({ color: "red", title, message: failureText(error, title) });

  const toggle = (rate: TrainerRate) =>
    setActive.mutate(
      { id: rate.id, is_active: !rate.is_active },
      {
        onSuccess: ({ rate: r }) =>
          notify({
            color: "green",
            message: `${RATE_TYPE_LABELS[r.rate_type]} rate of ${r.trainer_name} is now ${r.is_active ? "active" : "inactive"}`,
          }),
        onError: fail(FAILED_TO_UPDATE_RATE_STATUS),
      },
    );

  const askDelete = (rate: TrainerRate) =>
    openConfirm({
      title: "Delete rate",
      message: `Delete the ${RATE_TYPE_LABELS[rate.rate_type].toLowerCase()} rate (${rateAmountText(rate)}) of ${rate.trainer_name}? This action cannot be undone.`,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(rate.id, {
          onSuccess: (answer) => notify({ color: "green", message: answer.message }),
          onError: fail(FAILED_TO_DELETE_RATE),
        }),
    });

  const busyId = setActive.isPending ? setActive.variables?.id : remove.isPending ? remove.variables : undefined;
  return { toggle, askDelete, busyId };
}
