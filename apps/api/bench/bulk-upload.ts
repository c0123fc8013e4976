import * as XLSX from "@e965/xlsx";

const HEADER = ["first_name", "last_name", "email", "phone", "date_of_birth", "gender", "address"];

function workbook(rows: number, tag: string): Buffer {
  const data = [
    HEADER,
    ...Array.from({ length: rows }, (_, i) => [
      `First${i}`,
      `Last${i}`,
      `${tag}${i}@bench.example`,
      `9${String(100_000_000 + i)}`,
      `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
      ["M", "F", "O"][i % 3],
      `House ${i}, Main Road`,
    ]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), "Members");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

export interface BulkUploadTimes {
  /** Seconds to create 5,000 valid members from an .xlsx (generated passwords). */
  created: number;
  /** Seconds to refuse a 50,000-row .xlsx, and its size in MB. */
  refused: number;
  refusedMb: number;
}

/** POST /api/members/bulk-upload/ once per file, timed from the request to the parsed answer. */
export async function timeBulkUploads(appBase: string, auth: Record<string, string>): Promise<BulkUploadTimes> {
  const upload = async (file: Buffer, expect: number) => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(file)]), "members.xlsx");
    const started = performance.now();
    const res = await fetch(`${appBase}/api/members/bulk-upload/`, { method: "POST", headers: auth, body });
    await res.json();
    if (res.status !== expect) throw new Error(`bulk upload answered ${res.status}, expected ${expect}`);
    return (performance.now() - started) / 1000;
  };
  const big = workbook(50_000, "refused");
  const refused = await upload(big, 400);
  const created = await upload(workbook(5_000, "bulk"), 200);
  return { created, refused, refusedMb: big.length / 1024 / 1024 };
}
