/** Which desk a check-in came from (decision 0252): a name kept per browser, "Desk 4F2A" until changed. */
export const DEVICE_STORAGE_KEY = "gym.desk.device";

export function deskDevice(storage: Pick<Storage, "getItem" | "setItem">, random: () => number = Math.random): string {
  const stored = storage.getItem(DEVICE_STORAGE_KEY);
  if (stored) return stored;
  const name = `Desk ${Math.floor(random() * 0x10000)
    .toString(16)
    .toUpperCase()
    .padStart(4, "0")}`;
  storage.setItem(DEVICE_STORAGE_KEY, name);
  return name;
}
