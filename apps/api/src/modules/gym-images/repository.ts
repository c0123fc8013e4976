import type { GymImageType } from "@gym/contracts";
import type { GymImage as GymImageRow } from "../../generated/prisma/client.ts";
import type { DataContext } from "../context.ts";

export type { GymImageRow };

export interface NewGymImageRow {
  title: string;
  description: string;
  image_type: GymImageType;
  is_featured: boolean;
  image: string;
  /** Default now; the demo seed spreads its pictures over the past weeks. */
  created_at?: Date;
}

export type GymImageChanges = Partial<Omit<NewGymImageRow, "created_at">>;

/** Prisma queries for the gallery; `db` is the gym's own client, so every query stays in its schema. */
export function gymImagesRepository({ db }: DataContext) {
  return {
    list(filter: { image_type?: GymImageType; is_featured?: boolean }): Promise<GymImageRow[]> {
      return db.gymImage.findMany({
        where: { image_type: filter.image_type, is_featured: filter.is_featured },
        orderBy: [{ created_at: "desc" }, { id: "desc" }],
      });
    },

    find(id: number): Promise<GymImageRow | null> {
      return db.gymImage.findUnique({ where: { id } });
    },

    /** One transaction: the whole batch is created or none of it is. */
    createAll(rows: NewGymImageRow[]): Promise<GymImageRow[]> {
      return db.$transaction(rows.map((data) => db.gymImage.create({ data })));
    },

    /** Null when the row is gone (deleted meanwhile). */
    async update(id: number, changes: GymImageChanges): Promise<GymImageRow | null> {
      const rows = await db.gymImage.updateManyAndReturn({ where: { id }, data: changes });
      return rows[0] ?? null;
    },

    /** The deleted row, or null when there was none. */
    async remove(id: number): Promise<GymImageRow | null> {
      const row = await db.gymImage.findUnique({ where: { id } });
      if (!row) return null;
      const { count } = await db.gymImage.deleteMany({ where: { id } });
      return count ? row : null;
    },
  };
}
