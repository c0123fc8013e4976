import {
  FREEZE_REQUEST_DECIDED,
  FREEZE_REQUEST_NOT_FOUND,
  FREEZE_REQUESTS_PAGE_SIZE,
  type FreezeFields,
  type FreezeRequest,
  type FreezeRequestStatus,
  MEMBER_REQUEST_REFUSALS,
} from "@gym/contracts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { checkFreeze, freezeMembership } from "../../attendance/freezes/service.ts";
import type { AreaContext } from "../../context.ts";
import { toFreezeRequest } from "./present.ts";
import { freezeRequestsRepository } from "./repository.ts";

/**
 * A member's freeze request from their page (decision 0344): checked now by the front desk's own freeze
 * rules (`freezeRefusal`), stored PENDING; one pending request per member. The refusal, or null.
 */
export async function requestFreeze(
  ctx: AreaContext,
  memberId: number,
  fields: FreezeFields,
): Promise<{ text: string; status: number } | null> {
  const refusal = await checkFreeze(ctx, memberId, fields.from_date, fields.to_date);
  if (refusal) return { text: refusal.message, status: refusal.statusCode };
  const id = await freezeRequestsRepository(ctx).insert({
    memberId,
    from: fields.from_date,
    to: fields.to_date,
    reason: fields.reason,
  });
  return id === null ? { text: MEMBER_REQUEST_REFUSALS.freeze_pending, status: 409 } : null;
}

export async function memberFreezeRequests(
  ctx: AreaContext,
  memberId: number,
  limit: number,
): Promise<FreezeRequest[]> {
  return (await freezeRequestsRepository(ctx).ofMember(memberId, limit)).map(toFreezeRequest);
}

export async function listFreezeRequests(ctx: AreaContext, q: { status?: FreezeRequestStatus; page: number }) {
  const pageSize = FREEZE_REQUESTS_PAGE_SIZE;
  const { count, rows } = await freezeRequestsRepository(ctx).page(q.status, q.page, pageSize);
  return { count, page: q.page, page_size: pageSize, results: rows.map(toFreezeRequest) };
}

async function pending(ctx: AreaContext, id: number) {
  const row = await freezeRequestsRepository(ctx).find(id);
  if (!row) throw notFound(FREEZE_REQUEST_NOT_FOUND);
  if (row.status !== "PENDING") throw conflict(FREEZE_REQUEST_DECIDED);
  return row;
}

/**
 * Approves a request: the freeze is made by the front desk's freeze service (its rules checked again
 * under the member's lock) and the request marked APPROVED in the same transaction; a refusal writes nothing.
 */
export async function approveFreezeRequest(ctx: AreaContext, id: number, staffUserId: number): Promise<FreezeRequest> {
  const row = await pending(ctx, id);
  const repo = freezeRequestsRepository(ctx);
  await freezeMembership(
    ctx,
    row.member_id,
    { from_date: row.from_date, to_date: row.to_date, reason: row.reason },
    staffUserId,
    async (sql, freezeId) => {
      if (!(await repo.decide(id, { status: "APPROVED", freezeId, staffUserId }, sql)))
        throw conflict(FREEZE_REQUEST_DECIDED);
    },
  );
  return toFreezeRequest((await repo.find(id))!);
}

export async function declineFreezeRequest(
  ctx: AreaContext,
  id: number,
  reason: string,
  staffUserId: number,
): Promise<FreezeRequest> {
  await pending(ctx, id);
  const repo = freezeRequestsRepository(ctx);
  if (!(await repo.decide(id, { status: "DECLINED", declineReason: reason, staffUserId })))
    throw conflict(FREEZE_REQUEST_DECIDED);
  return toFreezeRequest((await repo.find(id))!);
}
