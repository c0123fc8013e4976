/**
 * The members API as agreed with the API side, written here until `@gym/contracts` exports
 * `areas/members.ts`; then these become re-exports of the contract types.
 */
import type { MemberStatus } from "../../../lib/membership.ts";

export interface MemberUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

export interface Member {
  id: number;
  member_id: string;
  user: MemberUser;
  full_name: string;
  phone: string;
  gender: string | null;
  date_of_birth: string | null;
  address: string | null;
  emergency_contact: string | null;
  status: MemberStatus;
  display_status: MemberStatus;
  joining_date: string | null;
  join_date: string | null;
  renewal_date: string | null;
  days_left: number | null;
  days_left_text: string | null;
  profile_photo_url: string | null;
  created_at: string;
}

export interface MemberStats {
  total: number;
  active: number;
  expired: number;
  suspended: number;
}

export interface MemberListResponse {
  count: number;
  next: string | null;
  previous: string | null;
  results: Member[];
  stats: MemberStats;
}

export interface MemberListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  status?: MemberStatus;
}

export interface RegisterMemberSuccess {
  success: true;
  member_details: { full_name: string; member_id: string; username: string; joining_date: string };
  message: string;
}

export interface MemberActionResponse {
  success: true;
  message: string;
  member: Member;
}

export interface BulkUploadResults {
  total_processed: number;
  successful: number;
  failed: number;
  created_members: { name: string; member_id: string; email: string; phone: string; default_password: string }[];
  errors: { row: number; error: string }[];
}

export interface BulkUploadResponse {
  message: string;
  results: BulkUploadResults;
}
