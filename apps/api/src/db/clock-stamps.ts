import { Prisma } from "../generated/prisma/client.ts";
import type { Clock } from "../lib/clock.ts";

/**
 * `created_at` and `updated_at` written through Prisma come from the product's clock (decision 0196),
 * not from Prisma's `now()`/`@updatedAt` (the machine's clock) or the column default (the database's):
 * a post made "today" counts in today's statistics on the day the clock says, in tests pinned to any
 * day as in production. Raw SQL passes `ctx.now()` itself. A value the caller sets is kept.
 */
type Stamps = { created: boolean; updated: boolean };

const STAMPS = new Map<string, Stamps>(
  Object.values(Prisma.ModelName).map((model) => {
    const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`];
    return [model, { created: Boolean(fields?.created_at), updated: Boolean(fields?.updated_at) }];
  }),
);

type Data = Record<string, unknown>;

function onCreate(data: Data, stamps: Stamps, now: Date): Data {
  const out = { ...data };
  if (stamps.created && out.created_at === undefined) out.created_at = now;
  if (stamps.updated && out.updated_at === undefined) out.updated_at = now;
  return out;
}

function onUpdate(data: Data, stamps: Stamps, now: Date): Data {
  return stamps.updated && data.updated_at === undefined ? { ...data, updated_at: now } : data;
}

const each = (data: unknown, stamp: (d: Data) => Data) =>
  Array.isArray(data) ? data.map((d: Data) => stamp(d)) : stamp(data as Data);

/** The operation's arguments with the clock's time in its timestamps (top-level rows only). */
export function stamped(model: string | undefined, operation: string, args: unknown, clock: Clock): unknown {
  const stamps = model ? STAMPS.get(model) : undefined;
  if (!stamps || (!stamps.created && !stamps.updated) || typeof args !== "object" || args === null) return args;
  const a = args as Data;
  switch (operation) {
    case "create":
    case "createMany":
    case "createManyAndReturn": {
      const now = clock.now();
      return { ...a, data: each(a.data, (d) => onCreate(d, stamps, now)) };
    }
    case "update":
    case "updateMany":
    case "updateManyAndReturn":
      return { ...a, data: onUpdate(a.data as Data, stamps, clock.now()) };
    case "upsert": {
      const now = clock.now();
      return {
        ...a,
        create: onCreate(a.create as Data, stamps, now),
        update: onUpdate(a.update as Data, stamps, now),
      };
    }
    default:
      return args;
  }
}
