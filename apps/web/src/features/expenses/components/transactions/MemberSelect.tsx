import { TRANSACTION_NO_MEMBER } from "@gym/contracts";
import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useGymMembers } from "../../../../lib/gym-members.ts";
import { memberOptionLabel } from "../../utils/transaction-form.ts";

interface MemberSelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
  /** Shown for the current value before the search finds it (editing a transaction). */
  currentLabel?: string | null;
  /** Offer 'No Member' (the transaction form); the payment modal needs a member. */
  allowNone?: boolean;
}

/** Members searched on the server as you type (name, code, phone...), shown as "code - name (status)". */
export function MemberSelect({ value, onChange, currentLabel, allowNone = false, ...props }: MemberSelectProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const members = useGymMembers(debounced);
  const data = useMemo(() => {
    const options = (members.data?.data ?? []).map((m) => ({ value: String(m.id), label: memberOptionLabel(m) }));
    if (value && currentLabel && !options.some((o) => o.value === value))
      options.unshift({ value, label: currentLabel });
    return allowNone ? [{ value: "", label: TRANSACTION_NO_MEMBER }, ...options] : options;
  }, [members.data, value, currentLabel, allowNone]);

  return (
    <Select
      searchable
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? "")}
      onSearchChange={setSearch}
      nothingFoundMessage={members.isFetching ? "Searching..." : "No members found"}
      filter={({ options }) => options}
      {...props}
    />
  );
}
