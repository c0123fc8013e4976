import { DIFFICULTIES, type Difficulty, EQUIPMENT, type Equipment } from "../api/types.ts";

/**
 * The library's state lives in the URL query (docs/decisions/0050-exercise-library-urls.md), so reload,
 * back and shared links all land on the same view: `?mode=`, and the list filters `difficulty`,
 * `equipment` and `search`.
 */
export const LIBRARY_MODES = ["categories", "muscle-groups", "exercises"] as const;
export type LibraryMode = (typeof LIBRARY_MODES)[number];
export const DEFAULT_LIBRARY_MODE: LibraryMode = "categories";

export const MODE_PARAM = "mode";
export const FILTER_PARAMS = { difficulty: "difficulty", equipment: "equipment", search: "search" } as const;

export interface ListFilters {
  difficulty?: Difficulty | undefined;
  equipment?: Equipment | undefined;
  search?: string | undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  const upper = raw?.trim().toUpperCase();
  return values.find((value) => value === upper);
}

export function readMode(params: URLSearchParams): LibraryMode {
  const raw = params.get(MODE_PARAM);
  return LIBRARY_MODES.find((mode) => mode === raw) ?? DEFAULT_LIBRARY_MODE;
}

/** Unknown values are dropped rather than sent, so a hand-edited URL never makes the API answer 400. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const search = params.get(FILTER_PARAMS.search)?.trim();
  return {
    difficulty: oneOf(DIFFICULTIES, params.get(FILTER_PARAMS.difficulty)),
    equipment: oneOf(EQUIPMENT, params.get(FILTER_PARAMS.equipment)),
    search: search ? search : undefined,
  };
}

/** A copy of `params` with `key` set, or removed when the value is empty. */
export function withParam(params: URLSearchParams, key: string, value: string | null | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** Where a library view sits, for the back controls: `/dashboard/exercises?mode=...`. */
export function libraryPath(mode: LibraryMode): string {
  return `/dashboard/exercises?${MODE_PARAM}=${mode}`;
}

/** An exercise's own page (by id: its code or slug may change on edit). */
export function exercisePath(exercise: { id: number }): string {
  return `/dashboard/exercises/${exercise.id}`;
}
