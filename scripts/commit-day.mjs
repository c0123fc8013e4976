// Prints an instant of 2026-2028 in the gyms' zone (+05:30) derived from a commit hash (decision 0196):
// CI runs one API suite at it, so each commit tests another day, and a failure re-runs at the same one.
const hash = (process.argv[2] ?? "0").replace(/[^0-9a-f]/gi, "").padEnd(16, "0");
const days = Number.parseInt(hash.slice(0, 8), 16) % (3 * 365 + 1);
const minute = Number.parseInt(hash.slice(8, 16), 16) % (24 * 60);
const day = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const hh = String(Math.floor(minute / 60)).padStart(2, "0");
const mm = String(minute % 60).padStart(2, "0");
console.log(`${day}T${hh}:${mm}:00+05:30`);
