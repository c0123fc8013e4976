import type { Assignment } from "@gym/contracts";

export interface MemberGroup {
  member: Assignment["member"];
  assignments: Assignment[];
  /** The member's whole count under the current status filter (the server's member_totals). */
  total: number;
}

/**
 * Part 2 §2: "The list is grouped per member with a count"; assignments stay newest first, so groups
 * come in the order of their newest assignment.
 */
export function groupByMember(
  assignments: Assignment[],
  totals: { member_id: number; count: number }[] = [],
): MemberGroup[] {
  const counts = new Map(totals.map((t) => [t.member_id, t.count]));
  const groups = new Map<number, MemberGroup>();
  for (const a of assignments) {
    const group = groups.get(a.member.id) ?? { member: a.member, assignments: [], total: 0 };
    group.assignments.push(a);
    groups.set(a.member.id, group);
  }
  for (const group of groups.values()) {
    group.total = Math.max(counts.get(group.member.id) ?? 0, group.assignments.length);
  }
  return [...groups.values()];
}
