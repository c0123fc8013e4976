import { chromium, devices } from "@playwright/test";

const base = "http://127.0.0.1:4327";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const login = await (
  await fetch(`${base}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" }),
  })
).json();
const { token, success, ...user } = login;
const ctx = await browser.newContext({
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  storageState: {
    cookies: [],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: "gym_token", value: token },
          { name: "gym_user_data", value: JSON.stringify(user) },
        ],
      },
    ],
  },
});
await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
await ctx.tracing.start({ screenshots: true, snapshots: true });
const page = await ctx.newPage();
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 500)));
await page.goto(base + (process.argv[2] ?? "/dashboard/products"));
const t0 = Date.now();
for (let i = 0; i < 10; i++) {
  const n = await page.getByRole("heading", { level: 2 }).count();
  console.log(Date.now() - t0, n);
  if (n) break;
  await page.waitForTimeout(300);
}
await page.waitForTimeout(3000);
console.log(
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = {};
        const obs = new MutationObserver((list) => {
          for (const m of list) {
            const t = m.target;
            const key = `${m.type}:${t.nodeName}.${(t.className || "").toString().slice(0, 40)}:${m.attributeName || ""}`;
            seen[key] = (seen[key] || 0) + 1;
          }
        });
        obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => {
          obs.disconnect();
          resolve(
            JSON.stringify(
              Object.entries(seen)
                .sort((a, b) => b[1] - a[1])
                .slice(0, 10),
            ),
          );
        }, 2000);
      }),
  ),
);
await browser.close();
