import { addDays, daysFromTo, type Gender, type MemberStatus } from "@gym/contracts";
import type { NewMemberRow } from "./member-rows.ts";

/**
 * The demo gym's ~80 members, made from a seeded PRNG and relative to "today", so the same day
 * always gives the same members and tests can count on the mix:
 * - statuses: 6 SUSPENDED, 4 EXPIRED, 70 ACTIVE (12 of them with a renewal date already past, one
 *   of those exactly today, 10 expiring within the next 7 days, the rest 8-300 days ahead);
 * - birthdays: 2 today, 5 in the next 7 days (+1, +2, +3, +5, +7), 3 in the last 3 days, all others
 *   at least 10 days away from today.
 */
export const DEMO_MEMBER_COUNT = 80;
export const DEMO_BIRTHDAY_OFFSETS = [0, 0, 1, 2, 3, 5, 7, -1, -2, -3] as const;

/** A member to insert, but for the password and photo the seeder adds. */
export type DemoMember = Omit<NewMemberRow, "password_hash" | "notes" | "profile_photo" | "status"> & {
  status: MemberStatus;
  /** Most members get a generated photo; some are left without one. */
  with_photo: boolean;
};

export const MALE = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Arjun",
  "Rohan",
  "Ishaan",
  "Kabir",
  "Rahul",
  "Vikram",
  "Siddharth",
  "Karthik",
  "Harsh",
  "Manish",
  "Nikhil",
  "Pranav",
  "Sanjay",
  "Varun",
  "Yash",
  "Amit",
  "Deepak",
];
export const FEMALE = [
  "Priya",
  "Ananya",
  "Kavya",
  "Diya",
  "Isha",
  "Meera",
  "Nisha",
  "Pooja",
  "Riya",
  "Sneha",
  "Tanvi",
  "Aditi",
  "Lakshmi",
  "Neha",
  "Shreya",
  "Divya",
  "Anjali",
  "Swati",
  "Pallavi",
  "Sanya",
];
export const SURNAMES = [
  "Sharma",
  "Verma",
  "Patel",
  "Reddy",
  "Iyer",
  "Nair",
  "Gupta",
  "Singh",
  "Kumar",
  "Das",
  "Mehta",
  "Joshi",
  "Rao",
  "Pillai",
  "Chopra",
  "Banerjee",
  "Mukherjee",
  "Kulkarni",
  "Deshpande",
  "Menon",
  "Agarwal",
  "Bhat",
  "Shetty",
  "Malhotra",
];
const AREAS = [
  "MG Road, Bengaluru",
  "Koramangala, Bengaluru",
  "Andheri West, Mumbai",
  "Powai, Mumbai",
  "Salt Lake, Kolkata",
  "Anna Nagar, Chennai",
  "Banjara Hills, Hyderabad",
  "Kothrud, Pune",
  "Vaishali Nagar, Jaipur",
  "Sector 62, Noida",
  "Indiranagar, Bengaluru",
  "Adyar, Chennai",
];
const MAIL = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com"];

/** mulberry32: a tiny deterministic PRNG (same seed, same sequence). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function demoMembers(today: string, seed = 20261121): DemoMember[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const year = Number(today.slice(0, 4));
  const used = new Set<string>();

  const birthday = (i: number) => {
    // Month and day from the window for the first 10, elsewhere at least 10 days away for the rest.
    const md = addDays(today, i < DEMO_BIRTHDAY_OFFSETS.length ? DEMO_BIRTHDAY_OFFSETS[i]! : int(10, 355)).slice(5);
    let born = year - int(18, 58);
    if (md === "02-29") while (!isLeap(born)) born -= 1;
    return `${born}-${md}`;
  };

  const members: DemoMember[] = [];
  for (let i = 0; i < DEMO_MEMBER_COUNT; i++) {
    const gender: Gender = i % 13 === 12 ? "O" : random() < 0.5 ? "M" : "F";
    const first = pick(gender === "F" ? FEMALE : gender === "M" ? MALE : [...MALE, ...FEMALE]);
    const last = pick(SURNAMES);
    let handle = `${first}.${last}`.toLowerCase();
    while (used.has(handle)) handle = `${first}.${last}${int(1, 99)}`.toLowerCase();
    used.add(handle);

    let status: MemberStatus = "ACTIVE";
    let renewal: string;
    // Buckets by position (birthdays are by position too, so the two mixes overlap differently).
    const slot = (i * 37) % DEMO_MEMBER_COUNT;
    if (slot < 6) [status, renewal] = ["SUSPENDED", addDays(today, int(10, 60))];
    else if (slot < 10) [status, renewal] = ["EXPIRED", addDays(today, -int(5, 40))];
    else if (slot === 10) renewal = today;
    else if (slot < 22) renewal = addDays(today, -int(1, 45));
    else if (slot < 32) renewal = addDays(today, int(1, 7));
    else renewal = addDays(today, int(8, 300));
    // Joined at least a month before today: a member whose renewal is months ahead has been paying for them
    // (joining today with 244 days left and nothing received is no member a gym has).
    const ahead = Math.max(0, daysFromTo(today, renewal));
    const months = int(1, 20) + Math.ceil(ahead / 30);
    const joining = addDays(renewal, -30 * months);

    const phone = `${int(6, 9)}${String(int(0, 999_999_999)).padStart(9, "0")}`;
    members.push({
      first_name: first,
      last_name: last,
      username: handle.replace(".", "_"),
      email: `${handle}@${pick(MAIL)}`,
      phone,
      gender,
      date_of_birth: birthday(i),
      address: `${int(1, 240)}, ${pick(AREAS)}`,
      emergency_contact: `${int(6, 9)}${String(int(0, 999_999_999)).padStart(9, "0")}`,
      status,
      joining_date: joining > today ? today : joining,
      renewal_date: renewal,
      with_photo: i % 7 !== 3,
    });
  }
  return members;
}
