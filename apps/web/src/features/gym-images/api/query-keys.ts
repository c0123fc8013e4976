/** One root key, so any change to the gallery (add, edit, delete) reloads every list of it. */
export const gymImageKeys = {
  all: ["gym-images"] as const,
  list: () => [...gymImageKeys.all, "list"] as const,
};
