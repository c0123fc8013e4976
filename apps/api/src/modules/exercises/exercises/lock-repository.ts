import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

export type Tx = Prisma.TransactionClient;

/**
 * Runs `work` in one transaction holding the exercise's row lock, so concurrent changes of one
 * exercise's media (main image and video, primary image, images of a type) happen one after the
 * other. Null when the exercise does not exist. Used by the exercises and images repositories.
 */
export function withLockedExercise<T>(
  { db, schema }: DataContext,
  id: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM ${qualified(schema, "exercises")} WHERE id = $1 FOR UPDATE`,
      id,
    );
    return locked.length ? work(tx) : null;
  });
}
