// Writes the bulk-upload samples the Bulk Member Upload screen offers (part 1 §2: "a sample download"):
//   public/samples/members-sample.csv and public/samples/members-sample.xlsx
// Run once after changing the rows: `node apps/web/scripts/make-member-samples.mjs`; commit the two files.
// Columns as part 1 §3 lists them: required first, then optional. Dates are text in YYYY-MM-DD (§5).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "@e965/xlsx";

const COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "date_of_birth",
  "gender",
  "address",
  "password",
  "emergency_contact",
  "username",
  "notes",
];

const ROWS = [
  [
    "Aarav",
    "Sharma",
    "aarav.sharma@example.com",
    "9876543210",
    "1994-05-12",
    "M",
    "12 MG Road, Pune",
    "",
    "9876500001",
    "",
    "Morning batch",
  ],
  [
    "Diya",
    "Patel",
    "diya.patel@example.com",
    "9823456781",
    "1998-11-03",
    "F",
    "45 Lake View, Ahmedabad",
    "Welcome@123",
    "",
    "diya.p",
    "",
  ],
  [
    "Kabir",
    "Nair",
    "kabir.nair@example.com",
    "9765432109",
    "1989-02-27",
    "M",
    "7 Beach Road, Kochi",
    "",
    "",
    "",
    "Knee injury: no squats",
  ],
  [
    "Sam",
    "Fernandes",
    "sam.fernandes@example.com",
    "9712345678",
    "2001-08-19",
    "O",
    "22 Church Street, Goa",
    "",
    "9712300002",
    "",
    "",
  ],
];

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "public", "samples");
mkdirSync(out, { recursive: true });

const sheet = XLSX.utils.aoa_to_sheet([COLUMNS, ...ROWS]);
// Every cell is text, so Excel keeps dates as YYYY-MM-DD and phone numbers as typed.
for (const address of Object.keys(sheet)) {
  if (!address.startsWith("!")) sheet[address].z = "@";
}
sheet["!cols"] = COLUMNS.map((name) => ({ wch: Math.max(name.length, 14) }));
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, "Members");

writeFileSync(join(out, "members-sample.csv"), `${XLSX.utils.sheet_to_csv(sheet, { RS: "\r\n" })}\r\n`);
const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true });
// SheetJS writes no time stamps here, so the file is byte-identical between runs.
writeFileSync(join(out, "members-sample.xlsx"), xlsx);
console.log(`Wrote ${ROWS.length} sample members to ${out}`);
