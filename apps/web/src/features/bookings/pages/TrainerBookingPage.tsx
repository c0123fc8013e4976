import { type Booking, type BookingStatus, FAILED_TO_FETCH_DATA } from "@gym/contracts";
import { Alert, Button, Paper, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCalendarPlus, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { gymToday } from "../../../lib/calendar-date.ts";
import { useMemberCount } from "../../../lib/member-options.ts";
import { useTrainerOptions } from "../../../lib/trainers-list.ts";
import { useBookings } from "../api/get-bookings.ts";
import { BookingCalendar } from "../components/calendar/BookingCalendar.tsx";
import { BookingFilters } from "../components/calendar/BookingFilters.tsx";
import { BookingList } from "../components/calendar/BookingList.tsx";
import { CalendarToolbar } from "../components/calendar/CalendarToolbar.tsx";
import { BookingDetailsModal } from "../components/details/BookingDetailsModal.tsx";
import { BookingFormModal } from "../components/form/BookingFormModal.tsx";
import { type CalendarView, shiftAnchor, visibleRange } from "../utils/calendar-range.ts";

type FormState = { booking: Booking | null } | null;

/** Trainer booking (part 2 §2): Month / Week / List, status filters, details modal, new/edit form. */
export default function TrainerBookingPage() {
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const [view, setView] = useState<CalendarView>("month");
  const [anchor, setAnchor] = useState(gymToday);
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [trainer, setTrainer] = useState<string | null>(null);
  const [selected, setSelected] = useState<Booking | null>(null);
  const [form, setForm] = useState<FormState>(null);

  const range = visibleRange(view, anchor);
  const bookings = useBookings({
    date_from: range.from,
    date_to: range.to,
    ...(trainer ? { trainer: Number(trainer) } : {}),
    ...(status ? { status } : {}),
  });
  const trainers = useTrainerOptions();
  const members = useMemberCount();
  const activeTrainers = (trainers.data ?? []).filter((t) => t.active).length;
  const cannotAdd = (trainers.isSuccess && activeTrainers === 0) || (members.isSuccess && members.data === 0);
  const results = bookings.data?.results ?? [];
  const truncated = bookings.data && bookings.data.count > results.length;

  return (
    <Stack gap="md">
      <PageHeader
        title="Trainer Booking"
        back={{ to: "/dashboard/trainers", label: "Back to Trainers" }}
        subtitle={
          bookings.isSuccess
            ? `${bookings.data.count} ${bookings.data.count === 1 ? "booking" : "bookings"} shown`
            : undefined
        }
        actions={
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            disabled={cannotAdd || !trainers.isSuccess || !members.isSuccess}
            onClick={() => setForm({ booking: null })}
          >
            New Booking
          </Button>
        }
      />
      {cannotAdd && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          Bookings need at least one active trainer and one member. <Link to="/dashboard/trainers">Trainers</Link> ·{" "}
          <Link to="/dashboard/addMember">Add a member</Link>
        </Alert>
      )}
      <CalendarToolbar
        view={view}
        anchor={anchor}
        onView={setView}
        onShift={(d) => setAnchor((a) => shiftAnchor(view, a, d))}
        onToday={() => setAnchor(gymToday())}
      />
      <BookingFilters
        status={status}
        onStatus={setStatus}
        trainer={trainer}
        onTrainer={setTrainer}
        trainers={trainers.data ?? []}
      />
      {truncated && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          Showing the first {results.length.toLocaleString("en-IN")} of {bookings.data?.count.toLocaleString("en-IN")}{" "}
          bookings in this range. Choose a trainer or a status to see the rest.
        </Alert>
      )}
      {bookings.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_DATA}
          text={failureText(bookings.error, "Please try again.")}
          retrying={bookings.isFetching}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.isPending && (
        <Paper withBorder radius="md" p="sm" role="status" aria-label="Loading bookings">
          <Skeleton height={phone ? 320 : 560} />
        </Paper>
      )}
      {bookings.isSuccess &&
        (view === "list" ? (
          <BookingList bookings={results} onOpen={setSelected} />
        ) : (
          <Paper withBorder radius="md" p={{ base: 4, sm: "sm" }}>
            <BookingCalendar view={view} anchor={anchor} bookings={results} phone={phone} onOpen={setSelected} />
          </Paper>
        ))}
      {selected && (
        <BookingDetailsModal
          key={selected.id}
          booking={selected}
          onChanged={setSelected}
          onEdit={(b) => {
            setSelected(null);
            setForm({ booking: b });
          }}
          onClose={() => setSelected(null)}
        />
      )}
      {form && (
        <BookingFormModal
          key={form.booking?.id ?? "new"}
          booking={form.booking}
          date={anchor}
          trainers={trainers.data ?? []}
          onClose={() => setForm(null)}
        />
      )}
    </Stack>
  );
}
