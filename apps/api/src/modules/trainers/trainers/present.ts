import type { Trainer } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { TrainerWithCounts } from "./repository.ts";

export function toTrainer(row: TrainerWithCounts): Trainer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    award: row.award,
    phone_number: row.phone_number,
    age: row.age,
    gender: row.gender,
    is_active: row.is_active,
    profile_image: mediaUrlOrNull(row.profile_image),
    rate_count: row._count.rates,
    booking_count: row._count.bookings,
    created_at: row.created_at.toISOString(),
  };
}
