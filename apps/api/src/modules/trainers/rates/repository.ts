import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

const withTrainer = { trainer: { select: { name: true, is_active: true } } } as const;
export type RateRow = Prisma.TrainerRateGetPayload<{ include: typeof withTrainer }>;

export interface NewRateRow {
  trainer_id: number;
  rate_type: string;
  amount: string;
  currency: string;
  is_active: boolean;
}
export type RateChanges = Partial<Pick<NewRateRow, "amount" | "currency" | "is_active">>;

export function ratesRepository({ db }: DataContext) {
  return {
    async page(filter: { trainer?: number; is_active?: boolean }, page: number, pageSize: number) {
      const where: Prisma.TrainerRateWhereInput = { trainer_id: filter.trainer, is_active: filter.is_active };
      const [count, rows] = await Promise.all([
        db.trainerRate.count({ where }),
        db.trainerRate.findMany({
          where,
          include: withTrainer,
          orderBy: [{ trainer: { name: "asc" } }, { trainer_id: "asc" }, { amount: "asc" }, { id: "asc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ]);
      return { count, rows };
    },

    find(id: number): Promise<RateRow | null> {
      return db.trainerRate.findUnique({ where: { id }, include: withTrainer });
    },

    create(data: NewRateRow): Promise<RateRow> {
      return db.trainerRate.create({ data, include: withTrainer });
    },

    async update(id: number, changes: RateChanges): Promise<RateRow | null> {
      const { count } = await db.trainerRate.updateMany({ where: { id }, data: changes });
      return count ? this.find(id) : null;
    },

    async remove(id: number): Promise<boolean> {
      const { count } = await db.trainerRate.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}
