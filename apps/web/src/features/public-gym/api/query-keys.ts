/** Every public gym page query starts with this key. */
export const publicGymKeys = {
  all: ["public-gym"] as const,
  page: (schemaName: string) => [...publicGymKeys.all, "page", schemaName] as const,
};
