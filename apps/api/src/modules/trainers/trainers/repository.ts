import { qualified } from "../../../db/pool.ts";
import type { Prisma, Trainer as TrainerRow } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

export type TrainerWithCounts = TrainerRow & { _count: { rates: number; bookings: number } };

export interface NewTrainerRow {
  name: string;
  phone_number: string;
  age: number;
  gender: TrainerRow["gender"];
  description: string;
  award: string;
  is_active: boolean;
  profile_image: string | null;
}
export type TrainerChanges = Partial<NewTrainerRow>;

const withCounts = { _count: { select: { rates: true, bookings: true } } } as const;

export function trainersRepository({ db, schema }: DataContext) {
  return {
    async page(filter: { is_active?: boolean; search?: string }, page: number, pageSize: number) {
      const where: Prisma.TrainerWhereInput = {
        is_active: filter.is_active,
        ...(filter.search ? { name: { contains: filter.search, mode: "insensitive" as const } } : {}),
      };
      const [count, rows] = await Promise.all([
        db.trainer.count({ where }),
        db.trainer.findMany({
          where,
          include: withCounts,
          orderBy: [{ is_active: "desc" }, { name: "asc" }, { id: "asc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ]);
      return { count, rows: rows as TrainerWithCounts[] };
    },

    find(id: number): Promise<TrainerWithCounts | null> {
      return db.trainer.findUnique({ where: { id }, include: withCounts }) as Promise<TrainerWithCounts | null>;
    },

    create(data: NewTrainerRow): Promise<TrainerWithCounts> {
      return db.trainer.create({ data, include: withCounts }) as Promise<TrainerWithCounts>;
    },

    /** Null when the row is gone. */
    async update(id: number, changes: TrainerChanges): Promise<TrainerWithCounts | null> {
      const { count } = await db.trainer.updateMany({ where: { id }, data: changes });
      if (!count) return null;
      return this.find(id);
    },

    /**
     * Deletes a trainer without rates or bookings; one with either is deactivated instead
     * (decision 0123). The trainer row is locked so a booking created meanwhile cannot slip past.
     */
    removeOrDeactivate(id: number): Promise<{ row: TrainerRow; deleted: boolean } | null> {
      return db.$transaction(async (tx) => {
        const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${qualified(schema, "trainers")} WHERE id = $1 FOR UPDATE`,
          id,
        );
        if (!locked.length) return null;
        const row = await tx.trainer.findUniqueOrThrow({ where: { id }, include: withCounts });
        if (row._count.rates > 0 || row._count.bookings > 0) {
          const updated = await tx.trainer.update({ where: { id }, data: { is_active: false } });
          return { row: updated, deleted: false };
        }
        await tx.trainer.delete({ where: { id } });
        return { row, deleted: true };
      });
    },
  };
}
