/** Hints under inputs in gray.7 (8.2:1), not Mantine's dimmed grey (3.3:1), per decision 0034. */
export const DESCRIPTION = { c: "gray.7" } as const;
