import * as XLSX from "@e965/xlsx";
import {
  BULK_EMPTY_FILE,
  BULK_MAX_ROWS,
  bulkTooManyRows,
  DATE_OF_BIRTH_IN_FUTURE,
  GENDER_INVALID,
  INVALID_EXCEL_FILE,
  NO_FILE_SELECTED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { verifyPassword } from "../../src/lib/passwords.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { countMembers, insertMembers } from "../support/members.ts";
import { file, form } from "../support/multipart.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HEADER = ["first_name", "last_name", "email", "phone", "date_of_birth", "gender", "address"];

function csv(rows: unknown[][]): Buffer {
  return Buffer.from(rows.map((r) => r.map((c) => String(c ?? "")).join(",")).join("\n"));
}
function workbook(rows: unknown[][], bookType: "xlsx" | "biff8" = "xlsx"): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Members");
  return XLSX.write(book, { type: "buffer", bookType, compression: true }) as Buffer;
}
function upload(gym: TestGym, content: Buffer | null, filename = "members.csv", type = "text/csv") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/members/bulk-upload/",
    headers: gym.auth,
    payload: form(content ? { file: file(content, filename, type) } : { schema_name: gym.schema }),
  });
}

describe("POST /api/members/bulk-upload/", () => {
  it("creates the good rows of a CSV and reports the bad ones by row", async () => {
    const gym = await createGym(ctx, "bulkcsv");
    await insertMembers(ctx, gym, [{ email: "taken@example.com" }]);
    const res = await upload(
      gym,
      csv([
        [...HEADER, "password", "emergency_contact", "username", "notes"],
        ["Ravi", "Kumar", "Ravi.Kumar@Example.com", "9876543210", "1990-05-12", "m", "12 MG Road", "", "", "", ""],
        [
          "Priya",
          "Iyer",
          "priya@example.com",
          "9123456780",
          "1988-11-02",
          "F",
          "Anna Nagar",
          "Own-pass-123",
          "9000000001",
          "priya_i",
          "morning batch",
        ],
        ["", "NoFirst", "nofirst@example.com", "9123456781", "1991-01-01", "M", "x"],
        ["Bad", "Email", "not-an-email", "9123456782", "1991-01-01", "M", "x"],
        ["Bad", "Gender", "gender@example.com", "9123456783", "1991-01-01", "X", "x"],
        ["Bad", "Date", "date@example.com", "9123456784", "12/05/1990", "M", "x"],
        ["Future", "Born", "future@example.com", "9123456785", "2999-01-01", "O", "x"],
        ["Dup", "InFile", "ravi.kumar@example.com", "9123456786", "1991-01-01", "M", "x"],
        ["Dup", "InDb", "TAKEN@example.com", "9123456787", "1991-01-01", "M", "x"],
        ["No", "Address", "noaddress@example.com", "9123456788", "1991-01-01", "M", ""],
        [],
        ["Other", "Gender", "other@example.com", "9123456789", "2000-02-29", "o", "Flat 3"],
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { message, results } = res.json();
    expect(message).toMatch(/3 of 11 member\(s\) created, 8 row\(s\) failed/);
    expect(results).toMatchObject({ total_processed: 11, successful: 3, failed: 8 });
    expect(results.errors).toEqual([
      { row: 4, error: "first_name is required" },
      { row: 5, error: "email must be a valid email address" },
      { row: 6, error: GENDER_INVALID },
      { row: 7, error: "date_of_birth must be a date in YYYY-MM-DD format" },
      { row: 8, error: DATE_OF_BIRTH_IN_FUTURE },
      { row: 9, error: "Duplicate email ravi.kumar@example.com in this file (first on row 2)" },
      { row: 10, error: "A member with email taken@example.com already exists" },
      { row: 11, error: "address is required" },
    ]);
    const [ravi, priya, other] = results.created_members;
    expect(ravi).toMatchObject({
      name: "Ravi Kumar",
      email: "ravi.kumar@example.com",
      phone: "9876543210",
      username: "ravi.kumar@example.com",
    });
    expect(ravi.member_id).toMatch(/^MEM\d{4}$/);
    expect(ravi.default_password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    expect(priya).toMatchObject({ username: "priya_i", default_password: "Own-pass-123" });
    expect(other.name).toBe("Other Gender");

    const rows = await ctx.db.pool.query(
      `SELECT email, username, emergency_contact, notes, gender::text, password_hash, joining_date, renewal_date - joining_date AS days
         FROM ${qualified(gym.schema, "members")} WHERE email = ANY($1) ORDER BY id`,
      [["ravi.kumar@example.com", "priya@example.com"]],
    );
    expect(rows.rows[0]).toMatchObject({
      username: "ravi.kumar@example.com",
      emergency_contact: "9876543210",
      notes: "",
      gender: "M",
      days: 30,
    });
    expect(rows.rows[1]).toMatchObject({ emergency_contact: "9000000001", notes: "morning batch", gender: "F" });
    expect(rows.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows.rows[0].password_hash, ravi.default_password)).toBe(true);
    expect(await verifyPassword(rows.rows[1].password_hash, "Own-pass-123")).toBe(true);
    expect(rows.rows[1].password_hash).toContain("m=19456"); // a chosen password gets the standard profile
  });

  it("a row the database refuses is reported alone; the others are created in the same transaction", async () => {
    const gym = await createGym(ctx, "bulkrefused");
    // A trigger stands for a failure no row check foresaw: the statement fails, its rows are tried one by
    // one inside savepoints of the upload's one transaction (decision 0210), so only that row is lost.
    const fn = qualified(gym.schema, "refuse_one");
    await ctx.db.pool.query(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.email = 'refused@example.com' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
    );
    await ctx.db.pool.query(
      `CREATE TRIGGER refuse_one BEFORE INSERT ON ${qualified(gym.schema, "members")} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    );
    const res = await upload(
      gym,
      csv([
        HEADER,
        ["Kept", "One", "kept1@example.com", "9876543210", "1990-05-12", "M", "a"],
        ["Refused", "Row", "refused@example.com", "9876543211", "1990-05-12", "F", "b"],
        ["Kept", "Two", "kept2@example.com", "9876543212", "1990-05-12", "O", "c"],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({
      successful: 2,
      failed: 1,
      errors: [{ row: 3, error: "This member could not be saved. Please check the row and try again." }],
    });
    const rows = await ctx.db.pool.query(`SELECT email FROM ${qualified(gym.schema, "members")} ORDER BY email`);
    expect(rows.rows.map((r) => r.email)).toEqual(["kept1@example.com", "kept2@example.com"]);
  });

  it("reads XLSX with real date cells and numeric phone cells, and headings in any case", async () => {
    const gym = await createGym(ctx, "bulkxlsx");
    const res = await upload(
      gym,
      workbook([
        ["First Name", "Last Name", "Email", "Phone", "Date of Birth", "Gender", "Address", "Notes"],
        ["Aditya", "Rao", "aditya@example.com", 9876501234, new Date(Date.UTC(1995, 6, 21)), "M", "Indiranagar", "vip"],
        ["Sneha", "Patil", "sneha@example.com", "9876501235", "1993-03-09", "f", "Kothrud", ""],
      ]),
      "members.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ total_processed: 2, successful: 2, failed: 0, errors: [] });
    const list = await ctx.app.inject({ method: "GET", url: "/api/members/members/?search=aditya", headers: gym.auth });
    expect(list.json().results[0]).toMatchObject({ date_of_birth: "1995-07-21", phone: "9876501234", gender: "M" });
  });

  it("reads legacy .xls", async () => {
    const gym = await createGym(ctx, "bulkxls");
    const res = await upload(
      gym,
      workbook(
        [HEADER, ["Farhan", "Ali", "farhan@example.com", "9812345670", new Date(Date.UTC(1989, 0, 31)), "M", "Bandra"]],
        "biff8",
      ),
      "members.xls",
      "application/vnd.ms-excel",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results.successful).toBe(1);
    const list = await ctx.app.inject({ method: "GET", url: "/api/members/members/?search=farhan", headers: gym.auth });
    expect(list.json().results[0].date_of_birth).toBe("1989-01-31");
  });

  it("names the missing columns", async () => {
    const gym = await createGym(ctx, "bulkcols");
    const res = await upload(
      gym,
      csv([
        ["first_name", "last_name", "email", "phone"],
        ["A", "B", "a@example.com", "9876543210"],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: "Missing required column(s): date_of_birth, gender, address",
      missing_columns: ["date_of_birth", "gender", "address"],
    });
    expect(await countMembers(ctx, gym)).toBe(0);
  });

  it("refuses an empty file, a heading-only sheet and an empty workbook", async () => {
    const gym = await createGym(ctx, "bulkempty");
    for (const [content, name] of [
      [Buffer.alloc(0), "members.csv"],
      [csv([HEADER]), "members.csv"],
      [workbook([HEADER]), "members.xlsx"],
      [workbook([]), "members.xlsx"],
    ] as const) {
      const res = await upload(gym, content, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toBe(BULK_EMPTY_FILE);
    }
  });

  it("refuses what is not a spreadsheet with the spec's text, whatever its name", async () => {
    const gym = await createGym(ctx, "bulkbad");
    const zipNotExcel = Buffer.from("504b0304140000000800", "hex");
    for (const [content, name, type] of [
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10, 0x20, 0x00, 0x13]), "members.xlsx", "application/octet-stream"],
      [Buffer.from("plain words, not a spreadsheet"), "members.xlsx", "application/octet-stream"],
      [Buffer.from("%PDF-1.4 binary \u0000 stuff"), "members.pdf", "application/pdf"],
      [Buffer.concat([zipNotExcel, Buffer.alloc(100)]), "members.xlsx", "application/zip"],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]),
        "members.xls",
        "application/vnd.ms-excel",
      ],
    ] as const) {
      const res = await upload(gym, content, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toBe(INVALID_EXCEL_FILE);
    }
    expect(await countMembers(ctx, gym)).toBe(0);
  });

  it("asks for a file when none is sent", async () => {
    const gym = await createGym(ctx, "bulknofile");
    let res = await upload(gym, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NO_FILE_SELECTED);
    res = await ctx.app.inject({ method: "POST", url: "/api/members/bulk-upload/", headers: gym.auth });
    expect(res.json().error).toBe(NO_FILE_SELECTED);
    res = await ctx.app.inject({
      method: "POST",
      url: "/api/members/bulk-upload/",
      headers: gym.auth,
      payload: { file: "x.xlsx" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NO_FILE_SELECTED);
  });

  // How long these take is measured by `npm run bench` (bench/bulk-upload.ts), not here.
  it(`refuses more than ${BULK_MAX_ROWS} rows, a 50,000-row file included, without creating anyone`, async () => {
    const gym = await createGym(ctx, "bulkmany");
    const rows = (n: number) => [
      HEADER,
      ...Array.from({ length: n }, (_, i) => [`F${i}`, "L", `m${i}@example.com`, "9876543210", "1990-01-01", "M", "a"]),
    ];
    let res = await upload(gym, csv(rows(BULK_MAX_ROWS + 1)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(bulkTooManyRows(BULK_MAX_ROWS));
    res = await upload(gym, workbook(rows(50_000)), "members.xlsx");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(bulkTooManyRows(BULK_MAX_ROWS));
    res = await upload(gym, csv(rows(50_000)));
    expect(res.json().error).toBe(bulkTooManyRows(BULK_MAX_ROWS));
    expect(await countMembers(ctx, gym)).toBe(0);
  }, 120_000);

  it(`creates ${BULK_MAX_ROWS} valid rows, each with its own member code`, async () => {
    const gym = await createGym(ctx, "bulkbig");
    const rows = [
      HEADER,
      ...Array.from({ length: BULK_MAX_ROWS }, (_, i) => [
        `First${i}`,
        `Last${i}`,
        `member${i}@example.com`,
        `9${String(100000000 + i)}`,
        `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
        ["M", "F", "O"][i % 3],
        `House ${i}, Main Road`,
      ]),
    ];
    const res = await upload(gym, workbook(rows), "members.xlsx");
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ total_processed: BULK_MAX_ROWS, successful: BULK_MAX_ROWS, failed: 0 });
    expect(await countMembers(ctx, gym)).toBe(BULK_MAX_ROWS);
    const codes = new Set(res.json().results.created_members.map((m: { member_id: string }) => m.member_id));
    expect(codes.size).toBe(BULK_MAX_ROWS);
  }, 120_000);

  it("refuses a file over 10 MB", async () => {
    const gym = await createGym(ctx, "bulksize");
    const res = await upload(gym, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), "members.csv");
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^The file is too large \(10\.00MB\)\. Maximum allowed size is 10MB\.$/);
  });
});
