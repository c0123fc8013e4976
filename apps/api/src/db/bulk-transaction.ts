/**
 * Prisma's interactive transactions give up after 5 s by default (and wait at most 2 s to start), then
 * answer 500. A bulk write of thousands of rows is a handful of set-based statements, but every row fires
 * the audit trigger (decision 0330): a 1,000-record bulk mark-paid took 4.3-7 s on the shared 2-core
 * machine at load average 17-29 (decision 0395), 5,000 uploaded members 1-2 s. Transactions that write
 * in bulk get a limit that fits that work.
 */
export const BULK_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };
