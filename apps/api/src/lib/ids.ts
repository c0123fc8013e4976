/** Largest value of a PostgreSQL integer: ids above it cannot exist (idParams accepts any positive integer). */
export const INT4_MAX = 2_147_483_647;
