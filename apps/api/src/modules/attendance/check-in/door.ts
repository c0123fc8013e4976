import {
  type DoorAnswer,
  type DoorColour,
  daysFromTo,
  displayStatus,
  duesText,
  frozenUntilText,
  type MemberStatus,
  membershipText,
  paidUpText,
  SUSPENDED_TEXT,
} from "@gym/contracts";

/** What the door check decides from (decision 0250): read in one statement, figures by the one fee rule. */
export interface DoorFacts {
  today: string;
  status: MemberStatus;
  renewalDate: string;
  daysLeft: number;
  /** Months past their due date that still owe, oldest first, as paymentState() computes them today. */
  owed: { month: string; dueDate: string; remainingPaise: number; lateFeePaise: number }[];
  /** The gym's setting: members with dues still get in (amber) for this many days after the due date. */
  graceDays: number;
  /** The last day of the freeze covering today (decision 0258); null or absent when not frozen. */
  frozenUntil?: string | null;
}

export interface DoorReason {
  colour: DoorColour;
  words: string;
}

/** One rule of the door: a reason when it applies, else null. */
export type DoorRule = (facts: DoorFacts) => DoorReason | null;

const expired = (f: DoorFacts) => displayStatus(f.status, f.renewalDate, f.today) === "EXPIRED";

export const suspendedRule: DoorRule = (f) =>
  f.status === "SUSPENDED" ? { colour: "RED", words: SUSPENDED_TEXT } : null;

/** Frozen today (issue 24 §4, decision 0258): red 'Frozen until 15 Jan 2027', the freeze's last day. */
export const frozenRule: DoorRule = (f) =>
  f.frozenUntil ? { colour: "RED", words: frozenUntilText(f.frozenUntil) } : null;

export const expiredRule: DoorRule = (f) =>
  expired(f) ? { colour: "RED", words: membershipText("EXPIRED", f.daysLeft) } : null;

/** Dues: amber while the oldest month owed is within the grace days of its due date, red after. */
export const duesRule: DoorRule = (f) => {
  if (!f.owed.length) return null;
  const total = f.owed.reduce((n, o) => n + o.remainingPaise, 0);
  const fees = f.owed.reduce((n, o) => n + o.lateFeePaise, 0);
  const overdueDays = daysFromTo(f.owed[0]!.dueDate, f.today);
  const words = duesText(
    total,
    fees,
    f.owed.map((o) => o.month),
    f.today,
  );
  return { colour: overdueDays <= f.graceDays ? "AMBER" : "RED", words };
};

export const expiresTodayRule: DoorRule = (f) =>
  !expired(f) && f.daysLeft === 0 ? { colour: "AMBER", words: membershipText("ACTIVE", 0) } : null;

/** The door's rules, the weightiest first. */
export const DOOR_RULES: readonly DoorRule[] = [suspendedRule, frozenRule, expiredRule, duesRule, expiresTodayRule];

const WEIGHT: Record<DoorColour, number> = { GREEN: 0, AMBER: 1, RED: 2 };

/** The answer: the worst colour of the reasons that apply, green 'Paid up · 23 days left' when none does. */
export function doorCheck(facts: DoorFacts, rules: readonly DoorRule[] = DOOR_RULES): DoorAnswer {
  const reasons = rules.flatMap((rule) => rule(facts) ?? []);
  if (!reasons.length)
    return { colour: "GREEN", lets_in: true, reasons: [paidUpText(membershipText("ACTIVE", facts.daysLeft))] };
  const colour = reasons.reduce<DoorColour>(
    (worst, r) => (WEIGHT[r.colour] > WEIGHT[worst] ? r.colour : worst),
    "GREEN",
  );
  const ordered = [...reasons].sort((a, b) => WEIGHT[b.colour] - WEIGHT[a.colour]);
  return { colour, lets_in: colour !== "RED", reasons: ordered.map((r) => r.words) };
}
