import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_UNPACKS_TOO_LARGE } from "../../src/modules/members/bulk/xlsx-archive.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { file, form } from "../support/multipart.ts";

/**
 * Issue 7 §2: a 205 KB .xlsx whose one text cell inflates to 200 MB killed the whole API. It is refused
 * from its central directory now, one whose directory lies about the size is stopped while inflating,
 * and the API goes on serving. The bombs are built here, streamed, never held inflated in memory.
 */
const MB = 1024 * 1024;
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "bomb");
});
afterAll(() => ctx.close());

const PARTS: Record<string, string> = {
  "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};
const SHEET = "xl/worksheets/sheet1.xml";

/** An .xlsx whose only sheet holds one inline text cell of `cellBytes` letters, deflated as it is streamed. */
function bomb(cellBytes: number): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, xml] of Object.entries(PARTS)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(new TextEncoder().encode(xml), true);
  }
  const sheet = new ZipDeflate(SHEET, { level: 9 });
  zip.add(sheet);
  const enc = new TextEncoder();
  sheet.push(
    enc.encode(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
    ),
  );
  const letters = new Uint8Array(MB).fill(0x41);
  for (let left = cellBytes; left > 0; left -= MB) sheet.push(left >= MB ? letters : letters.subarray(0, left));
  sheet.push(enc.encode("</t></is></c></row></sheetData></worksheet>"), true);
  zip.end();
  return Buffer.concat(chunks);
}

/** The same archive with its central directory claiming the sheet inflates to `declared` bytes. */
function lyingAbout(zip: Buffer, declared: number): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from(SHEET);
  for (let at = out.lastIndexOf(name); at > 0; at = out.lastIndexOf(name, at - 1)) {
    const header = at - 46;
    if (out.readUInt32LE(header) === 0x02014b50) {
      out.writeUInt32LE(declared, header + 24);
      return out;
    }
  }
  throw new Error("no central directory entry for the sheet");
}

const upload = (content: Buffer, name = "members.xlsx") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/members/bulk-upload/",
    headers: gym.auth,
    payload: form({
      file: file(content, name, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    }),
  });

describe("POST /api/members/bulk-upload/ with a zip bomb", () => {
  it("refuses a 205 KB .xlsx whose one cell inflates to 200 MB, and serves the next request", async () => {
    const zip = bomb(200 * MB);
    expect(zip.length).toBeLessThan(400 * 1024);
    const res = await upload(zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SHEET_UNPACKS_TOO_LARGE);
    const next = await upload(
      Buffer.from(
        "first_name,last_name,email,phone,date_of_birth,gender,address\nAsha,Rao,asha@example.com,9876543210,1990-01-01,F,Pune\n",
      ),
      "members.csv",
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().results.successful).toBe(1);
  }, 120_000);

  it("stops inflating an entry whose central directory understates its size", async () => {
    const res = await upload(lyingAbout(bomb(20 * MB), 4096));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SHEET_UNPACKS_TOO_LARGE);
    expect((await ctx.app.inject({ url: "/health" })).statusCode).toBe(200);
  }, 120_000);

  it("refuses a small file whose entry inflates more than 100 times over 1 MB", async () => {
    const res = await upload(bomb(30 * MB));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SHEET_UNPACKS_TOO_LARGE);
  }, 120_000);
});
