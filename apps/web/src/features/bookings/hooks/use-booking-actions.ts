import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  FAILED_TO_DELETE_BOOKING,
  FAILED_TO_UPDATE_BOOKING_STATUS,
  FAILED_TO_UPDATE_PAYMENT_STATUS,
} from "@gym/contracts";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { formatDate } from "../../../lib/calendar-date.ts";
import { useDeleteBooking } from "../api/delete-booking.ts";
import { usePatchBooking } from "../api/patch-booking.ts";
import { timeRange } from "../utils/booking-events.ts";

/**
 * The details modal's actions (part 2 §4): a status along the offered transitions (cancelling asks
 * first), the paid/unpaid toggle, and Delete after a confirmation. `onChanged` gets the saved booking.
 */
export function useBookingActions(onChanged: (booking: Booking) => void, onDeleted: () => void) {
  const patch = usePatchBooking();
  const remove = useDeleteBooking();
  const fail = (title: string) => (error: unknown) =>
    notify({ color: "red", title, message: failureText(error, title) });
  const describe = (b: Booking) =>
    `${b.user_name} with ${b.trainer_name} on ${formatDate(b.booking_date)}, ${timeRange(b)}`;

  const move = (booking: Booking, status: BookingStatus) => {
    const run = () =>
      patch.mutate(
        { id: booking.id, status },
        {
          onSuccess: (answer) => {
            notify({ color: "green", message: `Booking ${BOOKING_STATUS_LABELS[status].toLowerCase()}` });
            onChanged(answer.booking);
          },
          onError: fail(FAILED_TO_UPDATE_BOOKING_STATUS),
        },
      );
    if (status !== "cancelled") return run();
    openConfirm({
      title: "Cancel booking",
      message: `Cancel the booking of ${describe(booking)}? The trainer's slot becomes free; a cancelled booking cannot be reopened.`,
      confirmLabel: "Cancel Booking",
      onConfirm: run,
    });
  };

  const setPaid = (booking: Booking, paid: boolean) =>
    patch.mutate(
      { id: booking.id, payment_status: paid },
      {
        onSuccess: (answer) => {
          notify({ color: "green", message: paid ? "Marked as paid" : "Marked as unpaid" });
          onChanged(answer.booking);
        },
        onError: fail(FAILED_TO_UPDATE_PAYMENT_STATUS),
      },
    );

  const askDelete = (booking: Booking) =>
    openConfirm({
      title: "Delete booking",
      message: `Delete the booking of ${describe(booking)}? This action cannot be undone.`,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(booking.id, {
          onSuccess: (answer) => {
            notify({ color: "green", message: answer.message });
            onDeleted();
          },
          onError: fail(FAILED_TO_DELETE_BOOKING),
        }),
    });

  return { move, setPaid, askDelete, busy: patch.isPending || remove.isPending };
}
