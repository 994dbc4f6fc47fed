import type { RequestOf } from '@phonix/shared/api/contract';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { type OrderWrite, useOrderChange } from '../api/orders-admin.ts';

type BodyOf<N extends OrderWrite> = RequestOf<N> extends { body: infer B } ? B : never;

/**
 * What every order-change dialog of the console does on submit (assign, move status, cancel, decide a raised
 * price): one send at a time; a refusal is shown inside the dialog in the server's words and as a toast, and
 * the order is read again (it may have moved meanwhile). `send` answers true once the change is saved.
 */
export function useOrderChangeSubmit<N extends OrderWrite>(name: N, ref: string, failure: string) {
  const change = useOrderChange(name, ref);
  const { busy, guard } = useSingleFlight();
  const [serverError, setServerError] = useState<string | null>(null);

  const send = async (body: BodyOf<N>): Promise<boolean> => {
    setServerError(null);
    try {
      await change.mutateAsync({ params: { ref }, body } as RequestOf<N>);
      return true;
    } catch (error) {
      const message = errorMessage(error, failure);
      setServerError(message);
      toast.error(message);
      return false;
    }
  };

  // Stable, so a dialog may clear it from an effect.
  const clearServerError = useCallback(() => setServerError(null), []);
  return { busy, guard, send, serverError, clearServerError };
}
