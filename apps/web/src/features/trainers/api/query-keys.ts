/** What the screens ask the lists for (the contracts' query schemas take the same names). */
export interface TrainerListQuery {
  search?: string;
  is_active?: boolean;
  page: number;
  page_size: number;
}
export interface RateListQuery {
  trainer?: number;
  is_active?: boolean;
  page: number;
  page_size: number;
}

/** One root, so any trainer or rate change reloads both screens' lists (a deactivation changes both). */
export const trainerKeys = {
  all: ["trainers"] as const,
  list: (query: TrainerListQuery) => [...trainerKeys.all, "list", query] as const,
  rates: (query: RateListQuery) => [...trainerKeys.all, "rates", query] as const,
};
