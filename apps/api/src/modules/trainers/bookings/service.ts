import {
  BOOKING_NOT_FOUND,
  BOOKING_OVERLAP,
  type Booking,
  type BookingStatus,
  bookingTransitionRefused,
  type CreateBookingFields,
  canMoveBooking,
  MEMBER_NOT_FOUND_FOR_BOOKING,
  OWN_BOOKINGS_ONLY,
  TRAINER_INACTIVE,
  TRAINER_NOT_FOUND,
  type UpdateBookingFields,
} from "@gym/contracts";
import { isExclusionViolation, isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toBooking } from "./present.ts";
import { bookingsRepository } from "./repository.ts";

/**
 * Part 2 §8: 'Failed to save booking' shows the first of non_field_errors, user_id or trainer_id,
 * so every refusal names one of them.
 */
const fieldError = (field: "user_id" | "trainer_id" | "status" | "non_field_errors", message: string) =>
  badRequest(message, { [field]: [message] });

function checkTrainer(trainer: { is_active: boolean } | null) {
  if (!trainer) throw fieldError("trainer_id", TRAINER_NOT_FOUND);
  if (!trainer.is_active) throw fieldError("trainer_id", TRAINER_INACTIVE);
}

function checkTransition(from: BookingStatus, to: BookingStatus | undefined) {
  if (to !== undefined && !canMoveBooking(from, to)) {
    const message = bookingTransitionRefused(from, to);
    throw badRequest(message, { status: [message], non_field_errors: [message] });
  }
}

/** Constraint refusals as the client reads them; anything else is rethrown. */
async function refusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(BOOKING_OVERLAP, { non_field_errors: [BOOKING_OVERLAP] });
    if (isForeignKeyViolation(error))
      throw fieldError("non_field_errors", `${MEMBER_NOT_FOUND_FOR_BOOKING} or ${TRAINER_NOT_FOUND.toLowerCase()}`);
    throw error;
  }
}

export interface BookingListQuery {
  trainer?: number;
  trainer_id?: number;
  user_id?: number;
  member_id?: number;
  status?: BookingStatus;
  payment_status?: boolean;
  date_from?: string;
  date_to?: string;
  page: number;
  page_size: number;
}

/** A trainer's own bookings only (decision 0321): `coach` is their trainer id, null for other roles. */
function ownOnly(coach: number | null, trainerId: number | undefined): void {
  if (coach !== null && trainerId !== undefined && trainerId !== coach) throw forbidden(OWN_BOOKINGS_ONLY);
}

export async function listBookings(ctx: AreaContext, q: BookingListQuery, coach: number | null = null) {
  ownOnly(coach, q.trainer ?? q.trainer_id);
  const { count, rows } = await bookingsRepository(ctx).page(
    {
      trainer: coach ?? q.trainer ?? q.trainer_id,
      user: q.user_id ?? q.member_id,
      status: q.status,
      payment_status: q.payment_status,
      date_from: q.date_from,
      date_to: q.date_to,
    },
    q.page,
    q.page_size,
  );
  return { count, page: q.page, page_size: q.page_size, results: rows.map(toBooking) };
}

/** A deactivated trainer receives no new bookings; one trainer is never booked twice at once (decision 0121). */
export async function createBooking(
  ctx: AreaContext,
  fields: CreateBookingFields,
  coach: number | null = null,
): Promise<Booking> {
  ownOnly(coach, fields.trainer_id);
  const row = await refusals(() =>
    bookingsRepository(ctx).create(
      {
        user_id: fields.user_id,
        trainer_id: fields.trainer_id,
        booking_date: fields.booking_date,
        start_time: fields.start_time,
        end_time: fields.end_time,
        amount: fields.amount,
        payment_status: fields.payment_status ?? false,
        status: fields.status,
        notes: fields.notes ?? "",
      },
      (trainer, memberExists) => {
        if (!memberExists) throw fieldError("user_id", MEMBER_NOT_FOUND_FOR_BOOKING);
        checkTrainer(trainer);
      },
    ),
  );
  return toBooking(row);
}

/** PUT: trainer, times and status; the status only along the offered transitions (decision 0124). */
export async function updateBooking(
  ctx: AreaContext,
  id: number,
  fields: UpdateBookingFields,
  coach: number | null = null,
): Promise<Booking> {
  ownOnly(coach, fields.trainer_id);
  const row = await refusals(() =>
    bookingsRepository(ctx).change(
      id,
      (current, newTrainer) => {
        ownOnly(coach, current.trainer_id);
        if (fields.trainer_id !== current.trainer_id) checkTrainer(newTrainer);
        checkTransition(current.status, fields.status);
        return {
          trainer_id: fields.trainer_id,
          start_time: fields.start_time,
          end_time: fields.end_time,
          status: fields.status,
        };
      },
      fields.trainer_id,
    ),
  );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(row);
}

/** PATCH: a status along the offered transitions, and/or the payment flag (free at any time). */
export async function patchBooking(
  ctx: AreaContext,
  id: number,
  fields: { status?: BookingStatus; payment_status?: boolean },
  coach: number | null = null,
): Promise<Booking> {
  const row = await refusals(() =>
    bookingsRepository(ctx).change(id, (current) => {
      ownOnly(coach, current.trainer_id);
      checkTransition(current.status, fields.status);
      return { status: fields.status, payment_status: fields.payment_status };
    }),
  );
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(row);
}

export async function deleteBooking(ctx: AreaContext, id: number): Promise<void> {
  if (!(await bookingsRepository(ctx).remove(id))) throw notFound(BOOKING_NOT_FOUND);
}
