import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBrand, createBrandRequestSchema } from '@phonix/shared/console-api';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

/** Adds a brand, or renames and recolours one (`brand` given). */
export function BrandDialog({
  brand,
  open,
  onOpenChange,
}: {
  brand?: AdminBrand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCatalogChange('staffCreateBrand', (result) => `${result.brand.name} added`);
  const update = useCatalogChange('staffUpdateBrand', 'Brand saved');
  const form = useForm({
    resolver: zodResolver(createBrandRequestSchema),
    values: { name: brand?.name ?? '', color: brand?.color ?? '#0f766e' },
  });
  const submit = form.handleSubmit(async (values) => {
    if (brand) await update.mutateAsync({ params: { brandId: brand.id }, body: values });
    else await create.mutateAsync({ body: values });
    onOpenChange(false);
    form.reset();
  });
  const { errors, isSubmitting } = form.formState;
  const color = form.watch('color');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={brand ? `Edit ${brand.name}` : 'Add a brand'}
      description={
        brand
          ? 'The brand keeps its address on the site; its drawings are made again with the new name and colour.'
          : 'A new brand appears on the site once one of its models has a variant with a price.'
      }
    >
      <form
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField label="Brand name" error={errors.name?.message} {...form.register('name')} />
        <div className="flex items-end gap-3">
          <TextField
            label="Colour (for its drawings)"
            containerClassName="flex-1"
            error={errors.color?.message}
            {...form.register('color')}
          />
          <span
            aria-hidden
            className="mb-1 size-10 shrink-0 rounded-lg border border-slate-300"
            style={{ background: /^#[0-9a-f]{6}$/i.test(color) ? color : 'transparent' }}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : brand ? 'Save brand' : 'Add brand'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
