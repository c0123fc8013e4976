import { DESK_SEARCH_LIMIT } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";
import { SEARCH_TEXT } from "../../members/repository.ts";
import { PHONE_DIGITS } from "../sql.ts";

export interface DeskSearchRow {
  id: number;
  member_code: string;
  full_name: string;
  phone: string;
  profile_photo: string | null;
  status: "ACTIVE" | "SUSPENDED" | "EXPIRED";
  renewal_date: string;
  days_left: number;
}

/**
 * The desk's search (decision 0253): the members list's text (name, username, email, phone, member code;
 * trigram index members_search_idx) or, for digits, any part of the phone's digits (members_phone_digits_idx).
 * Exact member codes first, then phones ending in the digits typed ("last digits first"), then by name.
 */
export function deskRepository({ db, schema }: DataContext) {
  return {
    search(term: string, digits: string, today: string): Promise<DeskSearchRow[]> {
      return db.$queryRawUnsafe<DeskSearchRow[]>(
        `SELECT m.id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS full_name, m.phone,
                m.profile_photo, m.status::text AS status, to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                (m.renewal_date - $4::date) AS days_left
           FROM ${qualified(schema, "members")} m
          WHERE ${SEARCH_TEXT} LIKE $1
             OR ($2 <> '' AND ${PHONE_DIGITS} LIKE '%' || $2 || '%')
          ORDER BY upper(m.member_id) = upper($3) DESC,
                   ($2 <> '' AND ${PHONE_DIGITS} LIKE '%' || $2) DESC,
                   m.first_name, m.last_name, m.id
          LIMIT ${DESK_SEARCH_LIMIT}`,
        likePattern(term),
        digits,
        term,
        today,
      );
    },
  };
}
