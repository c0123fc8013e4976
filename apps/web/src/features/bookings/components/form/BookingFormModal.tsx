import "@mantine/dates/styles.css";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type Booking, FAILED_TO_SAVE_BOOKING } from "@gym/contracts";
import { Checkbox, NumberInput, Select, SimpleGrid, Text, Textarea } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { MemberPicker } from "../../../../components/ui/MemberPicker.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { firstFieldError } from "../../../../lib/field-errors.ts";
import type { TrainerOption } from "../../../../lib/trainers-list.ts";
import { useSaveBooking } from "../../api/save-booking.ts";
import {
  type BookingFormValues,
  bookingFormFrom,
  bookingFormSchema,
  emptyBookingForm,
  toBookingChanges,
  toNewBooking,
} from "../../utils/booking-form.ts";
import { editableStatusOptions } from "../../utils/booking-status.ts";

interface BookingFormModalProps {
  /** The booking to edit, or null for a new one on `date`. */
  booking: Booking | null;
  date: string;
  trainers: TrainerOption[];
  onClose: () => void;
}

const ALL_STATUSES = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/**
 * New/edit booking (part 2 §5): member, trainer, date and amount on create; on edit only trainer,
 * times and status (member, date and amount are shown, not editable; notes and the paid flag are
 * create-only). Failures show the first of non_field_errors, user_id or trainer_id (part 2 §8).
 */
export function BookingFormModal({ booking, date, trainers, onClose }: BookingFormModalProps) {
  const editing = booking !== null;
  const save = useSaveBooking();
  const busy = save.isPending;
  const form = useContractForm<BookingFormValues>({
    schema: bookingFormSchema(editing),
    initialValues: booking ? bookingFormFrom(booking) : emptyBookingForm(date),
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  // Only active trainers can be booked; an edited booking keeps showing its own trainer.
  const trainerData = trainers
    .filter((t) => t.active || t.value === String(booking?.trainer))
    .map((t) => ({ value: t.value, label: t.active ? t.label : `${t.label} (inactive)` }));

  const submit = form.submitWith((_payload, values) =>
    save.mutate(
      booking ? { id: booking.id, input: toBookingChanges(values) } : { id: null, input: toNewBooking(values) },
      {
        onSuccess: (answer) => {
          notify({ color: "green", message: answer.message });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title={editing ? "Edit Booking" : "New Booking"}
      formLabel={editing ? "Edit booking" : "New booking"}
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? "Update Booking" : "Create Booking"}
      error={
        save.isError && (
          <RetryAlert
            title={FAILED_TO_SAVE_BOOKING}
            text={firstFieldError(save.error, ["non_field_errors", "user_id", "trainer_id"])}
            error={save.error}
          />
        )
      }
    >
      {booking ? (
        <Text size="sm">
          <b>{booking.user_name}</b> ({booking.member_code}) · {formatDate(booking.booking_date)} ·{" "}
          {formatRupees(booking.amount)}
        </Text>
      ) : (
        <MemberPicker
          label="Member"
          withAsterisk
          value={form.values.user_id || null}
          onChange={(v) => form.setFieldValue("user_id", v ?? "")}
          error={form.errors.user_id as string | undefined}
          disabled={busy}
        />
      )}
      <Select
        label="Trainer"
        withAsterisk
        searchable
        placeholder="Choose an active trainer"
        data={trainerData}
        nothingFoundMessage="No active trainers"
        allowDeselect={false}
        disabled={busy}
        {...form.getInputProps("trainer_id")}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {!editing && (
          <DateTextInput iso label="Date" withAsterisk disabled={busy} {...form.getInputProps("booking_date")} />
        )}
        <TimeInput label="Start time" withAsterisk disabled={busy} {...form.getInputProps("start_time")} />
        <TimeInput label="End time" withAsterisk disabled={busy} {...form.getInputProps("end_time")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {!editing && (
          <NumberInput
            label="Amount"
            withAsterisk
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            prefix="₹"
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            disabled={busy}
            {...form.getInputProps("amount")}
          />
        )}
        <Select
          label="Status"
          withAsterisk
          data={booking ? editableStatusOptions(booking.status) : ALL_STATUSES}
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps("status")}
        />
      </SimpleGrid>
      {!editing && (
        <>
          <Checkbox label="Paid" disabled={busy} {...form.getInputProps("payment_status", { type: "checkbox" })} />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            disabled={busy}
            {...form.getInputProps("notes")}
          />
        </>
      )}
    </FormModal>
  );
}
