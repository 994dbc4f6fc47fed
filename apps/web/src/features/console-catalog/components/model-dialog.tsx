import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminModel, AdminSeries } from '@phonix/shared/console-api';
import { createModelRequestSchema } from '@phonix/shared/console-api';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

/** Adds a model to one of the brand's series, or renames, re-dates or moves one (`model` given). */
export function ModelDialog({
  model,
  series,
  open,
  onOpenChange,
}: {
  model?: AdminModel;
  series: AdminSeries[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCatalogChange(
    'staffCreateModel',
    (result) => `${result.model.name} added: give it a variant`,
  );
  const update = useCatalogChange('staffUpdateModel', 'Model saved');
  const form = useForm({
    resolver: zodResolver(createModelRequestSchema),
    values: {
      series_id: model?.series_id ?? series[0]?.id ?? 0,
      name: model?.name ?? '',
      release_year: model?.release_year ?? new Date().getFullYear(),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    if (model) await update.mutateAsync({ params: { modelId: model.id }, body: values });
    else await create.mutateAsync({ body: values });
    onOpenChange(false);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={model ? `Edit ${model.name}` : 'Add a model'}
      description={
        model
          ? `Its address stays /${model.slug}.`
          : 'It shows on the site once it has a variant with a price.'
      }
    >
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField label="Model name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Release year"
          inputMode="numeric"
          error={errors.release_year?.message}
          {...form.register('release_year', { valueAsNumber: true })}
        />
        <SelectField
          label="Series"
          error={errors.series_id?.message}
          {...form.register('series_id', { valueAsNumber: true })}
        >
          {series.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
              {entry.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : model ? 'Save model' : 'Add model'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
