/**
 * The dashboard-home answer as agreed with the API side, written here until `@gym/contracts`
 * exports `areas/dashboard.ts`; then these become re-exports of the contract types.
 */
export interface DashboardMemberCounts {
  total: number;
  active: number;
  expired: number;
  suspended: number;
}

export interface ExpiredMembership {
  id: number;
  member_id: string;
  full_name: string;
  phone: string;
  renewal_date: string;
  days_since_expiry: number;
  label: string;
}

export interface TodayBirthday {
  id: number;
  member_id: string;
  full_name: string;
  date_of_birth: string;
  age: number;
}

export interface UpcomingBirthday {
  id: number;
  member_id: string;
  full_name: string;
  date_of_birth: string;
  days_until: number;
  label: string;
}

export interface DashboardHome {
  success: true;
  gym_name: string;
  today: string;
  members: DashboardMemberCounts;
  expired_memberships: { count: number; members: ExpiredMembership[] };
  birthdays: { today: TodayBirthday[]; upcoming: UpcomingBirthday[] };
}
