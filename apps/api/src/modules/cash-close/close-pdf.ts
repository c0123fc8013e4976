import { type CashCloseDay, dayText, rupeesText, toPaise } from "@gym/contracts";
import {
  amounts,
  BAND,
  type Doc,
  facts,
  INK,
  LEFT,
  letterhead,
  MUTED,
  RIGHT,
  render,
  rule,
  WIDTH,
} from "../member-payments/invoices/pdf-document.ts";
import type { SettingsRow } from "../member-payments/settings/repository.ts";

const rs = (rupees: number) => rupeesText(toPaise(rupees));

/** A table: a tinted header band, then one line per row; the first column left, the others right. */
function table(doc: Doc, head: string[], rows: string[][], widths: number[]) {
  const xs = widths.map((_, i) => LEFT + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? "Bold" : "Body")
        .fontSize(9.5)
        .fillColor(INK)
        .text(cell, xs[i]! + 6, y, { width: widths[i]! - 12, align: i === 0 ? "left" : "right" });
    });
    doc.y = y + 16;
  };
  doc.rect(LEFT, doc.y - 4, WIDTH, 18).fill(BAND);
  line(head, true);
  for (const r of rows) line(r, false);
  doc.y += 6;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6).font("Bold").fontSize(11).fillColor(INK).text(text, LEFT);
  doc.moveDown(0.3);
}

/**
 * One page of a day's cash (issue 25 §6, decision 0329), in the invoices' look (pdf-document.ts): the
 * receipts by method and per staff member, cash expenses, the expected cash, and the close when there is
 * one (counted, difference, who, note; a change after the close named with the expected cash now).
 */
export function cashClosePdf(
  day: CashCloseDay,
  gymName: string,
  s: SettingsRow | null,
  createdAt: Date,
  timeZone: string,
) {
  const f = day.close?.figures ?? day.figures;
  return render(`Cash close ${day.date}`, createdAt, (doc) => {
    letterhead(doc, {
      gymName,
      lines: [s?.gym_address ?? "", s?.gym_phone ? `Phone: ${s.gym_phone}` : ""],
      title: "CASH CLOSE",
      subtitle: dayText(day.date),
    });
    facts(doc, [
      ["Day", dayText(day.date)],
      ["Status", day.close ? "Closed" : "Not closed yet"],
      ...(day.close
        ? ([
            ["Closed by", day.close.closed_by || "—"],
            ["Closed at", new Date(day.close.closed_at).toLocaleString("en-IN", { timeZone })],
          ] as [string, string][])
        : []),
    ]);
    heading(doc, "Receipts by method");
    table(
      doc,
      ["Method", "Receipts", "Amount"],
      [
        ...f.by_method.map((m) => [m.label, String(m.count), rs(m.total)]),
        ["Total", String(f.receipts_count), rs(f.receipts_total)],
      ],
      [WIDTH - 220, 100, 120],
    );
    heading(doc, "Per staff member");
    if (f.by_staff.length === 0)
      doc.font("Body").fontSize(9.5).fillColor(MUTED).text("No receipts this day.", LEFT).moveDown(0.4);
    else
      table(
        doc,
        ["Staff member", "Cash", "Other methods", "Total"],
        f.by_staff.map((p) => [p.name, rs(p.cash), rs(p.total - p.cash), rs(p.total)]),
        [WIDTH - 330, 110, 110, 110],
      );
    rule(doc, 4);
    const rows: [string, string][] = [
      ["Cash receipts", rs(f.cash_receipts)],
      [`Cash expenses (${f.cash_expenses_count})`, `- ${rs(f.cash_expenses)}`],
    ];
    if (day.close) {
      rows.push(["Expected cash in the drawer", rs(day.close.expected_cash)]);
      rows.push(["Counted cash", rs(day.close.counted_cash)]);
      const d = day.close.difference;
      rows.push([d < 0 ? "Difference (short)" : d > 0 ? "Difference (over)" : "Difference", rs(d)]);
    } else {
      rows.push(["Expected cash in the drawer", rs(f.expected_cash)]);
    }
    amounts(doc, rows, LEFT + 200, RIGHT - LEFT - 200);
    if (day.close?.note) {
      doc.moveDown(0.8).font("Bold").fontSize(10).fillColor(INK).text("Note", LEFT);
      doc.font("Body").fontSize(10).fillColor(INK).text(day.close.note, LEFT, doc.y, { width: WIDTH });
    }
    if (day.close?.changed_after_close) {
      doc
        .moveDown(0.8)
        .font("Bold")
        .fontSize(10)
        .fillColor("#a61e4d")
        .text(
          `Changed after close: the day's money was changed by a manager or the owner after it was closed. Expected cash now: ${rs(day.close.expected_cash_now)}.`,
          LEFT,
          doc.y,
          { width: WIDTH },
        );
    }
    doc
      .moveDown(1.5)
      .font("Body")
      .fontSize(8)
      .fillColor(MUTED)
      .text("Expected cash = cash receipts − cash expenses of the day (no opening float).", LEFT);
  });
}
