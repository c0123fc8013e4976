import { dayText, monthName, rupeesText } from "@gym/contracts";
import type { SettingsRow } from "../settings/repository.ts";
import { amounts, facts, INK, LEFT, letterhead, MUTED, pdfLibraries, render } from "./pdf-document.ts";

const rs = (paise: number) => rupeesText(paise);

export interface DuesSlip {
  memberName: string;
  memberCode: string;
  month: string;
  dueDate: string;
  amountDuePaise: number;
  lateFeePaise: number;
  remainingPaise: number;
  reference: string;
  upiLink: string | null;
}

/** A one-page dues slip with the UPI QR of the exact amount owed (issue 10 ★3). */
export async function duesSlipPdf(
  slip: DuesSlip,
  gymName: string,
  s: SettingsRow | null,
  createdAt: Date,
): Promise<Buffer> {
  const { QRCode } = await pdfLibraries();
  const qr = slip.upiLink ? await QRCode.toBuffer(slip.upiLink, { type: "png", width: 260, margin: 1 }) : null;
  return render(`Payment due ${slip.reference}`, createdAt, (doc) => {
    letterhead(doc, {
      gymName,
      lines: [s?.gym_address ?? "", s?.gym_phone ? `Phone: ${s.gym_phone}` : ""],
      gstin: s?.gstin,
      title: "PAYMENT DUE",
    });
    facts(doc, [
      ["Member", `${slip.memberName} (${slip.memberCode})`],
      ["Month", monthName(slip.month)],
      ["Due date", dayText(slip.dueDate)],
      ["Reference", slip.reference],
    ]);
    amounts(doc, [
      ["Membership fee", rs(slip.amountDuePaise)],
      ...(slip.lateFeePaise > 0 ? ([["Late fee", rs(slip.lateFeePaise)]] as [string, string][]) : []),
      ["Amount to pay now", rs(slip.remainingPaise)],
    ]);
    if (qr) {
      doc.moveDown(1).font("Bold").fontSize(11).fillColor(INK).text("Scan to pay with any UPI app", LEFT);
      doc.image(qr, LEFT, doc.y + 6, { width: 180 });
      doc.y += 196;
      doc
        .font("Body")
        .fontSize(9)
        .fillColor(MUTED)
        .text(`UPI ID: ${s?.upi_vpa ?? ""}`, LEFT);
    } else {
      doc.moveDown(1).font("Body").fontSize(10).fillColor(MUTED).text("Please pay at the gym's front desk.", LEFT);
    }
  });
}
