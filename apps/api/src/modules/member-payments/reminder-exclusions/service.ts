import { MEMBER_NOT_FOUND_FOR_REMINDERS } from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { reminderExclusionsRepository } from "./repository.ts";

export async function listExclusions(ctx: AreaContext) {
  return reminderExclusionsRepository(ctx).list();
}

/** Leaves the member out of the sequence from now on (their pending reminders drop off the list). */
export async function excludeMember(ctx: AreaContext, memberId: number, userId: number) {
  const repo = reminderExclusionsRepository(ctx);
  if (!(await repo.exclude(memberId, userId))) throw notFound(MEMBER_NOT_FOUND_FOR_REMINDERS);
  return repo.one(memberId);
}

/** Puts the member back; a member who was not excluded is a 404, so a stale screen learns it. */
export async function includeMember(ctx: AreaContext, memberId: number) {
  if (!(await reminderExclusionsRepository(ctx).include(memberId))) throw notFound(MEMBER_NOT_FOUND_FOR_REMINDERS);
}
