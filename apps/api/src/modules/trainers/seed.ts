import { addDaysTo, type BookingStatus, RATE_TYPES, WEEKDAYS } from "@gym/contracts";
import { savePicture } from "../../seed/pictures.ts";
import type { SeedContext, Seeder } from "../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { membersRepository } from "../members/repository.ts";
import { assignmentsRepository } from "./assignments/repository.ts";
import { bookingsRepository, type NewBookingRow } from "./bookings/repository.ts";
import { ratesRepository } from "./rates/repository.ts";
import { ASSIGNMENT_NOTES, BOOKING_NOTES, DEMO_TRAINERS, type DemoTrainer, mix } from "./seed-data.ts";
import { trainersRepository } from "./trainers/repository.ts";

const initials = (name: string) =>
  name
    .split(" ")
    .map((w) => w[0])
    .join("")
    .toUpperCase();

const photoOf = (ctx: SeedContext, t: DemoTrainer) =>
  savePicture(ctx, MEDIA_FOLDERS.trainers, {
    label: initials(t.name),
    subtitle: t.name,
    labelStyle: "center",
    colors: t.colors,
    width: 480,
    height: 360,
  });

/** Past sessions are mostly completed, future ones pending or confirmed; a few of each are cancelled. */
function statusFor(offset: number, roll: number): BookingStatus {
  if (offset < 0) return roll < 800 ? "completed" : roll < 920 ? "cancelled" : "confirmed";
  if (offset === 0) return roll < 600 ? "confirmed" : "pending";
  return roll < 550 ? "confirmed" : roll < 900 ? "pending" : "cancelled";
}

function paidFor(status: BookingStatus, roll: number): boolean {
  if (status === "completed") return roll % 100 < 85;
  if (status === "confirmed") return roll % 100 < 35;
  if (status === "pending") return roll % 100 < 10;
  return false;
}

/** About a third of each trainer's slots booked on each day from 15 days ago to 15 days ahead. */
function demoBookings(trainerIds: number[], memberIds: number[], today: string): NewBookingRow[] {
  const rows: NewBookingRow[] = [];
  for (let offset = -15; offset <= 15; offset++) {
    const date = addDaysTo(today, offset);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    DEMO_TRAINERS.forEach((trainer, t) => {
      trainer.slots.forEach((start, s) => {
        const roll = mix(offset + 100, t, s);
        if (roll >= (sunday ? 150 : 380)) return;
        const status = statusFor(offset, mix(offset + 200, t, s));
        rows.push({
          user_id: memberIds[mix(offset + 300, t, s) % memberIds.length]!,
          trainer_id: trainerIds[t]!,
          booking_date: date,
          start_time: start,
          end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}${start.slice(2)}`,
          amount: trainer.rates.hour ?? "500",
          payment_status: paidFor(status, roll),
          status,
          notes: BOOKING_NOTES[roll % BOOKING_NOTES.length]!,
        });
      });
    });
  }
  return rows;
}

/** Two to four exercises for each of a dozen members, assigned over the last three weeks. */
async function seedAssignments(ctx: SeedContext, memberIds: number[], today: string) {
  const repo = assignmentsRepository(ctx);
  const library = await repo.libraryChoices(60);
  if (!library.length) return;
  for (const [m, memberId] of memberIds.slice(0, 12).entries()) {
    const count = 2 + (mix(m, 1) % 3);
    for (let i = 0; i < count; i++) {
      const exercise = library[mix(m, i, 2) % library.length]!;
      const assigned = addDaysTo(today, -(mix(m, i, 3) % 21));
      const done = mix(m, i, 4) < 400;
      const finished = addDaysTo(assigned, mix(m, i, 5) % 6);
      await repo.create(
        {
          member_id: memberId,
          exercise_category_id: exercise.category_id,
          exercise_id: exercise.id,
          set: 3 + (mix(m, i, 6) % 3),
          reps: [8, 10, 12, 15][mix(m, i, 7) % 4]!,
          day: WEEKDAYS[(m + i * 2) % 7]!,
          is_success: done,
          notes: ASSIGNMENT_NOTES[mix(m, i, 8) % ASSIGNMENT_NOTES.length]!,
          completed_date: done ? (finished > today ? today : finished) : null,
        },
        assigned,
      );
    }
  }
}

/** Seeds the demo trainers (with photos), their rates, a month of bookings and some assignments. */
export async function seedDemoTrainers(ctx: SeedContext, today = ctx.today()): Promise<void> {
  const trainers = trainersRepository(ctx);
  const rates = ratesRepository(ctx);
  const trainerIds: number[] = [];
  for (const t of DEMO_TRAINERS) {
    const row = await trainers.create({
      name: t.name,
      phone_number: t.phone_number,
      age: t.age,
      gender: t.gender,
      description: t.description,
      award: t.award,
      is_active: true,
      profile_image: await photoOf(ctx, t),
    });
    trainerIds.push(row.id);
    for (const type of RATE_TYPES) {
      const amount = t.rates[type];
      if (amount) await rates.create({ trainer_id: row.id, rate_type: type, amount, currency: "INR", is_active: true });
    }
  }
  const members = await membersRepository(ctx).page({ today, limit: 40, offset: 0 });
  const memberIds = members.map((m) => m.id);
  if (!memberIds.length) return;
  await bookingsRepository(ctx).insertMany(demoBookings(trainerIds, memberIds, today));
  await seedAssignments(ctx, memberIds, today);
}

export const trainersDemoSeeder: Seeder = {
  name: "trainers",
  run: (ctx) => seedDemoTrainers(ctx),
};
