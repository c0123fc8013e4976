import { FEEDBACK_STATUS_LABELS, FREEZE_REQUEST_STATUS_LABELS } from "@gym/contracts";
import { html, type SafeHtml } from "../../../lib/html.ts";
import { empty, section } from "./render-lists.ts";
import type { PageView } from "./render-page.ts";

/** The member's freeze requests and the form asking for one (decision 0344). */
export function freezeSection(view: PageView): SafeHtml {
  const list = view.freezeRequests.length
    ? html`<ul class="rows">${view.freezeRequests.map(
        (r) =>
          html`<li data-testid="freeze-request-${r.id}"><span class="grow">${r.from_date} to ${r.to_date} (${r.days === 1 ? "1 day" : `${r.days} days`})<br><span class="muted">${r.reason}${r.decline_reason ? html` · ${r.decline_reason}` : null}</span></span><span class="tag ${r.status}">${FREEZE_REQUEST_STATUS_LABELS[r.status]}</span></li>`,
      )}</ul>`
    : null;
  return section(
    "freeze-title",
    "Pause your membership",
    html`${list}<form method="post" action="${view.basePath}/freeze" class="card form">
<h3>Request a freeze</h3>
<label for="fz-from">First day</label>
<input id="fz-from" name="from_date" type="date" required value="${view.today}">
<label for="fz-to">Last day</label>
<input id="fz-to" name="to_date" type="date" required value="${view.today}">
<label for="fz-reason">Reason</label>
<input id="fz-reason" name="reason" type="text" required maxlength="500">
<button type="submit" class="btn">Request freeze</button>
<p class="muted">Your renewal date moves on by the frozen days once the gym approves.</p>
</form>`,
  );
}

/** The member's feedback threads with the gym's replies, and a form tied to the member (no code or phone). */
export function feedbackSection(view: PageView): SafeHtml {
  const threads = view.feedback.length
    ? html`<ul class="rows">${view.feedback.map(
        (f) =>
          html`<li data-testid="feedback-${f.id}"><span class="grow"><strong>${f.subject}</strong> <span class="tag">${FEEDBACK_STATUS_LABELS[f.status] ?? f.status}</span><br>${f.message}${f.admin_response ? html`<br><span class="reply">Gym: ${f.admin_response}</span>` : null}${f.responses.map(
            (r) =>
              html`<br><span class="${r.author === "MEMBER" ? "muted" : "reply"}">${r.author === "MEMBER" ? "You" : "Gym"}: ${r.message}</span>`,
          )}</span></li>`,
      )}</ul>`
    : empty("No feedback yet.");
  return section(
    "feedback-title",
    "Your feedback",
    html`${threads}<form method="post" action="${view.basePath}/feedback" class="card form">
<h3>Write to the gym</h3>
<label for="fb-subject">Subject</label>
<input id="fb-subject" name="subject" type="text" required maxlength="200">
<label for="fb-message">Message</label>
<textarea id="fb-message" name="message" required maxlength="5000" rows="4"></textarea>
<label for="fb-rating">Rating</label>
<select id="fb-rating" name="rating">${[5, 4, 3, 2, 1].map((n) => html`<option value="${n}">${n} ${n === 1 ? "star" : "stars"}</option>`)}</select>
<button type="submit" class="btn">Send feedback</button>
</form>`,
  );
}
