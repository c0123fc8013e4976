import type { CheckInResponse } from "@gym/contracts";
import { useCallback, useMemo, useState } from "react";
import { type CheckInInput, useCheckIn } from "../../api/check-in.ts";
import { deskDevice } from "../../utils/device.ts";
import {
  isRetryable,
  loadUnsent,
  saveUnsent,
  type UnsentCheckIn,
  withoutUnsent,
  withUnsent,
} from "../../utils/unsent.ts";

export interface Attempt {
  input: CheckInInput;
  /** Who, as the desk knew them: a name from the search, or the card's code. */
  label: string;
}

/**
 * The desk's check-in flow: one attempt at a time, its answer (or the refusal, 4xx, in the server's words),
 * and the attempts that could not be sent, kept in this browser until they are (issue 24 "failure").
 */
export function useDesk() {
  const device = useMemo(() => deskDevice(localStorage), []);
  const mutation = useCheckIn();
  const [answer, setAnswer] = useState<{ response: CheckInResponse; attempt: Attempt } | null>(null);
  const [refused, setRefused] = useState<{ error: unknown; attempt: Attempt } | null>(null);
  const [unsent, setUnsentState] = useState<UnsentCheckIn[]>(() => loadUnsent(localStorage));
  const setUnsent = useCallback((update: (list: UnsentCheckIn[]) => UnsentCheckIn[]) => {
    setUnsentState((list) => {
      const next = update(list);
      saveUnsent(localStorage, next);
      return next;
    });
  }, []);

  const attempt = useCallback(
    (a: Attempt, unsentId?: string) => {
      setRefused(null);
      mutation.mutate(
        { ...a.input, device },
        {
          onSuccess: (response) => {
            setAnswer({ response, attempt: a });
            if (unsentId) setUnsent((list) => withoutUnsent(list, unsentId));
          },
          onError: (error) => {
            if (!isRetryable(error)) {
              setRefused({ error, attempt: a });
              if (unsentId) setUnsent((list) => withoutUnsent(list, unsentId));
              return;
            }
            const id = unsentId ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
            setUnsent((list) =>
              withUnsent(list, { id, input: a.input, label: a.label, triedAt: new Date().toISOString() }),
            );
          },
        },
      );
    },
    [device, mutation, setUnsent],
  );

  return {
    device,
    answer,
    refused,
    unsent,
    busy: mutation.isPending,
    attempt,
    retry: (u: UnsentCheckIn) => attempt({ input: u.input, label: u.label }, u.id),
    dismiss: (id: string) => setUnsent((list) => withoutUnsent(list, id)),
    clear: () => {
      setAnswer(null);
      setRefused(null);
    },
  };
}
