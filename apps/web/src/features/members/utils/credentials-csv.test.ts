import { describe, expect, it } from "vitest";
import { credentialsCsv, csvCell } from "./credentials-csv.ts";

describe("credentialsCsv", () => {
  it("writes one line per member with the sign-in details", () => {
    const csv = credentialsCsv([
      {
        id: 1,
        name: "Asha Rao",
        member_id: "MEM0001",
        username: "asha@example.com",
        email: "asha@example.com",
        phone: "9876543210",
        default_password: "pw,1",
      },
    ]);
    expect(csv).toBe(
      'name,member_id,username,email,phone,default_password\r\nAsha Rao,MEM0001,asha@example.com,asha@example.com,9876543210,"pw,1"\r\n',
    );
  });

  it("quotes and defuses risky cells", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("+91 98765")).toBe("'+91 98765");
  });
});
