import { zodResolver } from '@hookform/resolvers/zod';
import { createVariantRequestSchema } from '@phonix/shared/console-api';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

/** A new variant of a model with its Get Upto price. */
export function AddVariantForm({ modelId, modelName }: { modelId: number; modelName: string }) {
  const create = useCatalogChange(
    'staffCreateVariant',
    (result) => `${modelName} ${result.variant.name} added`,
  );
  const form = useForm({
    resolver: zodResolver(createVariantRequestSchema),
    defaultValues: { model_id: modelId, name: '', rate: undefined as unknown as number },
  });
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync({ body: values });
    form.reset({ model_id: modelId, name: '', rate: undefined as unknown as number });
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      className="mt-2 flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-start"
      aria-label={`Add a variant to ${modelName}`}
    >
      <TextField
        label="New variant"
        placeholder="8GB-256GB"
        containerClassName="sm:w-44"
        className="h-11"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Get Upto price (₹)"
        inputMode="numeric"
        containerClassName="sm:w-44"
        className="h-11"
        error={errors.rate?.message}
        {...form.register('rate', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting} className="sm:mt-7">
        <Plus className="size-4" aria-hidden />
        Add variant
      </Button>
    </form>
  );
}
