import { PRIVACY_NOTICE_DEFAULT, type PrivacyNotice, type PrivacyNoticeText } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Version 1 when the gym never saved its own text: the product's default (decision 0350). */
export const DEFAULT_NOTICE: PrivacyNotice = {
  ...PRIVACY_NOTICE_DEFAULT,
  version: 1,
  created_at: null,
  created_by: "",
};

/** The gym's privacy notice versions (issue 27 §6, decision 0350): rows are only ever inserted. */
export function privacyNoticeRepository({ db, schema, now }: DataContext) {
  const t = (name: string) => qualified(schema, name);
  const select = `SELECT n.version, n.items, n.rights, n.contact, ${ISO("n.created_at")} AS created_at,
                         CASE WHEN n.created_at IS NULL THEN ''
                              ELSE COALESCE(s.full_name, NULLIF(n.created_by_name, ''), 'A former staff user') END AS created_by
                    FROM ${t("privacy_notices")} n LEFT JOIN ${t("staff_users")} s ON s.id = n.created_by_id`;
  return {
    /** The current version: the highest saved, else the default. */
    async current(): Promise<PrivacyNotice> {
      const rows = await db.$queryRawUnsafe<PrivacyNotice[]>(`${select} ORDER BY n.version DESC LIMIT 1`);
      return rows[0] ?? DEFAULT_NOTICE;
    },
    /** One version; version 1 is the default when it was never saved. Null when there is no such version. */
    async version(version: number): Promise<PrivacyNotice | null> {
      const rows = await db.$queryRawUnsafe<PrivacyNotice[]>(`${select} WHERE n.version = $1`, version);
      return rows[0] ?? (version === 1 ? DEFAULT_NOTICE : null);
    },
    /**
     * Inserts `version` with this text, by this staff user; when the gym never saved one, the default is
     * kept as version 1 first (so version 1 reads the same after a release changes the default). False when another save took
     * this version first (the primary key refuses the second).
     */
    async insert(version: number, text: PrivacyNoticeText, staffUserId: number): Promise<boolean> {
      const insert = `INSERT INTO ${t("privacy_notices")} (version, items, rights, contact, created_at, created_by_id, created_by_name)
           SELECT $1::integer, $2::jsonb, $3::text, $4::text, $5::timestamptz, s.id, COALESCE(s.full_name, '')
             FROM (SELECT 1) one LEFT JOIN ${t("staff_users")} s ON s.id = $6::integer
           ON CONFLICT (version) DO NOTHING`;
      const row = (v: number, x: PrivacyNoticeText, at: Date | null, by: number | null) =>
        [insert, v, JSON.stringify(x.items), x.rights, x.contact, at, by] as const;
      return db.$transaction(async (tx) => {
        // The product's text as it reads today, kept as version 1 (no time, no author: nobody saved it).
        if (version === 2) await tx.$executeRawUnsafe(...row(1, PRIVACY_NOTICE_DEFAULT, null, null));
        return (await tx.$executeRawUnsafe(...row(version, text, now(), staffUserId))) > 0;
      });
    },
  };
}
