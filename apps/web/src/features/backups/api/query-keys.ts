export const backupKeys = {
  all: ["backups"] as const,
  status: () => [...backupKeys.all, "status"] as const,
};
