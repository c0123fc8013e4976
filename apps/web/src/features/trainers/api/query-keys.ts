import { trainerListKeys } from "../../../lib/trainers-list.ts";

/** The trainers list's query and key live with the endpoint's one client (src/lib/trainers-list.ts). */
export type { TrainerListQuery } from "../../../lib/trainers-list.ts";

export interface RateListQuery {
  trainer?: number;
  is_active?: boolean;
  page: number;
  page_size: number;
}

/** One root, so any trainer or rate change reloads both screens' lists (a deactivation changes both). */
export const trainerKeys = {
  all: trainerListKeys.all,
  list: trainerListKeys.list,
  rates: (query: RateListQuery) => [...trainerListKeys.all, "rates", query] as const,
};
