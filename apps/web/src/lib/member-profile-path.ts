/** The member profile's route (issue 23 §5, decision 0260): every screen that names a member links here. */
export const memberProfilePath = (id: number): string => `/dashboard/members/${id}`;
