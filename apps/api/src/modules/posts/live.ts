import type { Prisma } from "../../generated/prisma/client.ts";

/**
 * A post is live (on the public page, counted as active) when it is active, published (or
 * scheduled and its publish_at has come), not past its expire_at, and its category, if any, is
 * active (decision 0144). One rule, written three ways that must agree: SQL, a Prisma filter and a
 * predicate for one row (tests check them against each other).
 */
/** `now` is the SQL of the instant, a parameter from the product's clock (decision 0196), e.g. `$3::timestamptz`. */
export function liveSql(post: string, category: string, now: string): string {
  return `(${post}.is_active
    AND ${post}.status IN ('published', 'scheduled')
    AND (${post}.publish_at <= ${now} OR (${post}.publish_at IS NULL AND ${post}.status = 'published'))
    AND (${post}.expire_at IS NULL OR ${post}.expire_at > ${now})
    AND (${category}.id IS NULL OR ${category}.is_active))`;
}

export function liveWhere(now: Date): Prisma.PostWhereInput {
  return {
    is_active: true,
    AND: [
      {
        OR: [
          { status: "published", OR: [{ publish_at: null }, { publish_at: { lte: now } }] },
          { status: "scheduled", publish_at: { lte: now } },
        ],
      },
      { OR: [{ expire_at: null }, { expire_at: { gt: now } }] },
      { OR: [{ category_id: null }, { category: { is: { is_active: true } } }] },
    ],
  };
}

export interface LiveFields {
  is_active: boolean;
  status: string;
  publish_at: Date | null;
  expire_at: Date | null;
  category: { is_active: boolean } | null;
}

export function isLive(row: LiveFields, now: Date): boolean {
  const published =
    (row.status === "published" && (row.publish_at === null || row.publish_at <= now)) ||
    (row.status === "scheduled" && row.publish_at !== null && row.publish_at <= now);
  return (
    row.is_active &&
    published &&
    (row.expire_at === null || row.expire_at > now) &&
    (row.category === null || row.category.is_active)
  );
}
