import type { StoredUser } from "./session-storage.ts";

/** Part 1 §9: "Default gym name 'My New Fitness Center', or derived from the schema name plus ' Fitness Center'". */
export const DEFAULT_GYM_NAME = "My New Fitness Center";
/** Part 1 §6: the user is treated as the gym owner (default display name 'Gym Owner'). */
export const DEFAULT_DISPLAY_NAME = "Gym Owner";

/** `iron_house` → `Iron House`: schema names are identifiers, so make them readable before showing them. */
function humanizeSchemaName(schemaName: string): string {
  return schemaName
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

type UserNames = Pick<StoredUser, "gym_name" | "schema_name"> | null | undefined;

export function gymDisplayName(user: UserNames): string {
  const gymName = user?.gym_name?.trim();
  if (gymName) return gymName;
  const fromSchema = humanizeSchemaName(user?.schema_name?.trim() ?? "");
  return fromSchema ? `${fromSchema} Fitness Center` : DEFAULT_GYM_NAME;
}

export function ownerDisplayName(user: Pick<StoredUser, "full_name"> | null | undefined): string {
  return user?.full_name?.trim() || DEFAULT_DISPLAY_NAME;
}
