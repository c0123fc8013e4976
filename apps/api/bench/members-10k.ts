import { addDays, type Gender, type MemberStatus } from "@gym/contracts";
import { hash } from "@node-rs/argon2";
import type { TenantDb } from "../src/db/tenant-clients.ts";
import { systemClock } from "../src/lib/clock.ts";
import type { NewMemberRow } from "../src/modules/members/member-rows.ts";
import { membersRepository } from "../src/modules/members/repository.ts";
import { FEMALE, MALE, SURNAMES } from "../src/modules/members/seed-data.ts";

// The seed's Indian names, so the benchmark searches the same kind of data the demo shows.
const FIRST = [...MALE, ...FEMALE];
const LAST = SURNAMES;
const STATUSES: MemberStatus[] = [
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
  "SUSPENDED",
  "EXPIRED",
  "ACTIVE",
];

/** 10,000 members in 5 INSERT statements (one shared cheap hash: the bench never signs members in). */
export async function insertBenchMembers(db: TenantDb, schema: string, today: string, count = 10_000): Promise<void> {
  const password_hash = await hash("bench-member", { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const rows: NewMemberRow[] = Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return {
      username: `${first}.${last}.${i}`.toLowerCase(),
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      password_hash,
      first_name: first,
      last_name: last,
      phone: `9${String(100_000_000 + i * 7919).slice(-9)}`,
      gender: (["M", "F", "O"] as Gender[])[i % 3]!,
      date_of_birth: addDays("1975-01-01", (i * 97) % 12_000),
      address: `${i} Main Road`,
      emergency_contact: "",
      notes: "",
      joining_date: addDays(today, -((i * 13) % 700)),
      renewal_date: addDays(today, ((i * 31) % 400) - 120),
      profile_photo: i % 4 === 0 ? `${schema}/members/bench-${i}.png` : null,
      status: STATUSES[i % STATUSES.length]!,
    };
  });
  const repo = membersRepository({ db, schema, now: systemClock.now });
  for (let i = 0; i < rows.length; i += 2000) await repo.insertMany(rows.slice(i, i + 2000), today);
}
