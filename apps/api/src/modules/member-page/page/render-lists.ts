import { addDaysTo, MEMBER_BOOKING_DAYS_AHEAD, MEMBER_BOOKING_SLOTS, toPaise } from "@gym/contracts";
import { html, localUrl, type SafeHtml } from "../../../lib/html.ts";
import { money, type PageView } from "./render-page.ts";

export const empty = (text: string) => html`<p class="empty">${text}</p>`;

export function section(id: string, title: string, content: SafeHtml): SafeHtml {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${content}</section>`;
}

/** Payment history: each invoice with its PDF through the member's own link (`.../invoices/<id>/pdf`). */
export function paymentsSection(view: PageView): SafeHtml {
  return section(
    "payments-title",
    "Payments",
    view.invoices.length
      ? html`<ul class="rows">${view.invoices.map(
          (
            i,
          ) => html`<li><span class="grow">${i.membership_period} · ${i.voided ? "cancelled (receipt void)" : "paid"} ${i.payment_date}<br><span class="muted">${i.invoice_number} · ${money(toPaise(i.amount))}</span></span>
<a href="${view.basePath}/invoices/${i.invoice_id}/pdf" download>Invoice PDF<span class="muted"> (${i.invoice_number})</span></a></li>`,
        )}</ul>`
      : empty("No payments yet."),
  );
}

export function visitsSection(view: PageView): SafeHtml {
  const n = view.visits.length;
  return section(
    "visits-title",
    "Visits in the last 30 days",
    n
      ? html`<p>${n === 1 ? "1 visit" : `${n} visits`} since ${view.visitsFrom}.</p><ul class="rows">${view.visits.map(
          (v) => html`<li><span>${v.day}</span><span class="muted">${v.time}</span></li>`,
        )}</ul>`
      : empty("No visits in the last 30 days."),
  );
}

const DAY = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);

/** Each workout with its "Done today" button where the gym allows it (decision 0345). */
export function assignmentsSection(view: PageView): SafeHtml {
  const doneButton = (id: number) =>
    view.doneToday.has(id)
      ? html`<span class="tag ok">Done today</span>`
      : view.markDone
        ? html`<form method="post" action="${view.basePath}/workouts/${id}/done"><button type="submit" class="btn small">Done today</button></form>`
        : null;
  return section(
    "workouts-title",
    "Your workouts",
    view.assignments.length
      ? html`<ul class="rows">${view.assignments.map((a) => {
          const img = localUrl(a.exercise.main_image_url);
          return html`<li data-testid="workout-${a.id}">${img ? html`<img src="${img}" alt="" width="48" height="48" loading="lazy">` : null}<span class="grow"><strong>${a.exercise.name}</strong><br><span class="muted">${DAY(a.day)} · ${a.set} sets × ${a.reps} reps${a.notes ? html` · ${a.notes}` : null}</span></span>${doneButton(a.id)}</li>`;
        })}</ul>`
      : empty("No workouts assigned yet. Ask your trainer."),
  );
}

const STATUS_WORDS: Record<string, string> = {
  pending: "Waiting for the gym",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** The member's sessions, and the request form: an active trainer, a day, an hour (decision 0343). */
export function bookingsSection(view: PageView): SafeHtml {
  const list = view.bookings.length
    ? html`<ul class="rows">${view.bookings.map(
        (b) =>
          html`<li data-testid="booking-${b.id}"><span class="grow">${b.trainer_name}<br><span class="muted">${b.booking_date} · ${b.start_time.slice(0, 5)}–${b.end_time.slice(0, 5)}</span></span><span class="tag ${b.status}">${STATUS_WORDS[b.status] ?? b.status}</span></li>`,
      )}</ul>`
    : empty("No trainer sessions booked.");
  const form = view.trainers.length
    ? html`<form method="post" action="${view.basePath}/bookings" class="card form">
<h3>Request a session</h3>
<label for="bk-trainer">Trainer</label>
<select id="bk-trainer" name="trainer_id" required>${view.trainers.map((t) => html`<option value="${t.id}">${t.name}</option>`)}</select>
<label for="bk-date">Day</label>
<input id="bk-date" name="booking_date" type="date" required min="${view.today}" max="${addDaysTo(view.today, MEMBER_BOOKING_DAYS_AHEAD)}" value="${addDaysTo(view.today, 1)}">
<label for="bk-time">Time (one hour)</label>
<select id="bk-time" name="start_time" required>${MEMBER_BOOKING_SLOTS.map((t) => html`<option value="${t}">${t}</option>`)}</select>
<button type="submit" class="btn">Request session</button>
<p class="muted">The gym confirms each request.</p>
</form>`
    : null;
  return section("bookings-title", "Trainer sessions", html`${list}${form}`);
}

export function menuSection(view: PageView): SafeHtml {
  return section(
    "menu-title",
    "The gym's food menu",
    view.menu.length
      ? html`<ul class="rows">${view.menu.map(
          (f) =>
            html`<li><span class="grow"><strong>${f.name}</strong><br><span class="muted">${f.category_name} · ${f.calories} kcal · ${f.protein} g protein${f.is_vegan ? " · Vegan" : f.is_vegetarian ? " · Vegetarian" : ""}</span></span></li>`,
        )}</ul>`
      : empty("The gym has not published a menu yet."),
  );
}
