import {
  authFields,
  blankToUndefined,
  dbId,
  dbIdWith,
  formBoolean,
  isoDate,
  optionalIsoDate,
  optionalText,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { BOOKING_END_AFTER_START, BOOKING_TIME_INVALID } from "./messages.ts";
import { page, pageOf, pageSize } from "./paging.ts";
import { trainerIdFilter } from "./trainers.ts";

/** Part 2 §3, §4, §5: bookings of a member with a trainer. */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed"] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES, {
  error: "Status must be one of pending, confirmed, cancelled, completed",
});
export type BookingStatus = z.infer<typeof bookingStatus>;
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
};

/**
 * Part 2 §4's offered transitions: pending → confirmed, confirmed → completed, pending or confirmed →
 * cancelled. Staying put is always allowed; everything else is refused, on PATCH and PUT alike (decision 0124).
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};
export const canMoveBooking = (from: BookingStatus, to: BookingStatus) =>
  from === to || BOOKING_TRANSITIONS[from].includes(to);

/** "HH:MM" or "HH:MM:SS" from 00:00 to 23:59, answered as "HH:MM". */
export const bookingTime = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: BOOKING_TIME_INVALID })
    .transform((v) => v.slice(0, 5));

const endAfterStart = <T extends { start_time?: string; end_time?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.start_time && v.end_time && v.end_time <= v.start_time) {
    ctx.addIssue({ code: "custom", path: ["end_time"], message: BOOKING_END_AFTER_START });
  }
};

const userId = z.preprocess(blankToUndefined, dbIdWith({ required: "Member is required" }));
const trainerId = z.preprocess(blankToUndefined, dbIdWith({ required: "Trainer is required" }));
const status = z.preprocess(blankToUndefined, bookingStatus.default("pending"));

export const createBookingObject = z.object({
  user_id: userId,
  trainer_id: trainerId,
  booking_date: z.string({ error: "Date is required" }).pipe(isoDate),
  start_time: bookingTime("Start time"),
  end_time: bookingTime("End time"),
  amount: money({ field: "Amount" }),
  payment_status: z.preprocess(blankToUndefined, formBoolean.optional()),
  status,
  notes: optionalText(2000),
});
/** POST create (and the legacy POST /trainer/member-trainer/). `user`/`trainer` alias the ids. */
export const createBookingFields = createBookingObject.superRefine(endAfterStart);
export type CreateBookingFields = z.infer<typeof createBookingFields>;
export type BookingFormInput = z.input<typeof createBookingObject>;

const withIdAliases = (v: unknown) => {
  if (!v || typeof v !== "object") return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.user_id === undefined && o.user !== undefined) o.user_id = o.user;
  if (o.trainer_id === undefined && o.trainer !== undefined) o.trainer_id = o.trainer;
  return o;
};
export const createBookingBody = z.preprocess(
  withIdAliases,
  createBookingObject.extend(authFields).superRefine(endAfterStart),
);

/** PUT update: member, date, amount, notes and payment flag are not editable (part 2 §5) and are ignored. */
export const updateBookingObject = z.object({
  trainer_id: trainerId,
  start_time: bookingTime("Start time"),
  end_time: bookingTime("End time"),
  status: bookingStatus,
});
export const updateBookingFields = updateBookingObject.superRefine(endAfterStart);
export type UpdateBookingFields = z.infer<typeof updateBookingFields>;
/** What the edit form sends (trainer, times, status), as the web types its call. */
export type BookingChangesInput = z.input<typeof updateBookingObject>;
export const updateBookingBody = z.preprocess(
  withIdAliases,
  updateBookingObject.extend(authFields).superRefine(endAfterStart),
);

/** PATCH: status or payment_status (part 2 §7). */
export const patchBookingBody = z
  .object({
    ...authFields,
    status: z.preprocess(blankToUndefined, bookingStatus.optional()),
    payment_status: z.preprocess(blankToUndefined, formBoolean.optional()),
  })
  .refine((v) => v.status !== undefined || v.payment_status !== undefined, {
    error: "Send status or payment_status",
  });

export const booking = z.object({
  id: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  member_code: z.string(),
  trainer: z.number().int(),
  trainer_name: z.string(),
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  amount: z.string(),
  payment_status: z.boolean(),
  status: bookingStatus,
  notes: z.string(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof booking>;

/** The calendar asks for its visible range; up to 1000 bookings per page. */
export const BOOKINGS_PAGE_SIZE_MAX = 1000;

export const listBookingsQuery = z
  .object({
    ...authFields,
    trainer: trainerIdFilter,
    trainer_id: trainerIdFilter,
    user_id: z.preprocess(blankToUndefined, dbId.optional()),
    member_id: z.preprocess(blankToUndefined, dbId.optional()),
    status: z.preprocess(blankToUndefined, bookingStatus.optional()),
    payment_status: z.preprocess(blankToUndefined, formBoolean.optional()),
    date_from: optionalIsoDate,
    date_to: optionalIsoDate,
    page,
    page_size: pageSize(100, BOOKINGS_PAGE_SIZE_MAX),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ["date_to"],
    error: "date_to must not be before date_from",
  });
export type ListBookingsQuery = z.input<typeof listBookingsQuery>;
export const listBookingsResponse = pageOf(booking);
export type ListBookingsResponse = z.infer<typeof listBookingsResponse>;
export const bookingResponse = successMessageBody({ booking });
export type BookingResponse = z.infer<typeof bookingResponse>;
