import { zodResolver } from '@hookform/resolvers/zod';
import type { Breach } from '@phonix/shared/privacy-api';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { previewBreachSellers, useAddBreachSellers } from '../api/breaches-admin.ts';
import { NO_SELLERS, SellersFields, sellersFormSchema, sellersOf } from './breach-sellers-fields.tsx';
import { sellersTold } from './breach-words.ts';
import { ConfirmBreachSellers, type SellersToConfirm } from './confirm-breach-sellers.tsx';

const addSellersSchema = z.object({ sellers: sellersFormSchema });

/** A recorded breach's later step: more sellers named, counted, and (after a confirmation) told. */
export function AddBreachSellersForm({ breach, onClose }: { breach: Breach; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(addSellersSchema),
    defaultValues: { sellers: NO_SELLERS },
  });
  const [pending, setPending] = useState<SellersToConfirm | null>(null);
  const addSellers = useAddBreachSellers(breach.id);
  const { busy, guard } = useSingleFlight();

  const submit = guard(
    form.handleSubmit(async (values) => {
      const named = sellersOf(values.sellers);
      if (!named)
        return form.setError('sellers.ids', {
          message: 'Name sellers by id, or choose days, pincodes or everyone.',
        });
      const add = async (confirmCount: number) => {
        try {
          const answer = await addSellers.mutateAsync({ ...named, confirm_count: confirmCount });
          toast.success(`${answer.added} more: ${sellersTold(answer.added)}.`);
          onClose();
        } catch (error) {
          toast.error(errorMessage(error, 'Could not add the sellers. Please try again.'));
        }
      };
      try {
        const preview = await previewBreachSellers(named);
        if (preview.matched === 0)
          return form.setError('sellers.ids', { message: 'No seller matches this choice.' });
        setPending({ preview, send: add });
      } catch (error) {
        toast.error(errorMessage(error, 'Could not count the sellers. Please try again.'));
      }
    }),
  );

  return (
    <>
      <FormProvider {...form}>
        <form noValidate className="flex w-full flex-col gap-3" onSubmit={(event) => void submit(event)}>
          <SellersFields prefix={`add-${breach.id}`} />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding...' : 'Add and tell them'}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmBreachSellers pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
