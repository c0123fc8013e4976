export const staffKeys = {
  all: ["staff"] as const,
  people: () => [...staffKeys.all, "people"] as const,
  doors: () => [...staffKeys.all, "doors"] as const,
};
