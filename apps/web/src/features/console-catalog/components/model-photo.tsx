import { type AdminModel, CATALOG_LIMITS } from '@phonix/shared/console-api';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { useCatalogChange } from '../api/catalog-admin.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The model's picture, and the way to replace its drawing with a real photo (or go back to the drawing). */
export function ModelPhoto({ model }: { model: AdminModel }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useCatalogChange(
    'staffUploadModelPhoto',
    `Photo of ${model.name} saved: it is on the site now`,
  );
  const remove = useCatalogChange('staffRemoveModelPhoto', `${model.name} shows its drawing again`);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      toast.error('Please choose a JPEG, PNG or WebP photo.');
      return;
    }
    if (file.size > CATALOG_LIMITS.maxPhotoBytes) {
      toast.error('The photo must be at most 8 MB.');
      return;
    }
    upload.mutate({ params: { modelId: model.id }, body: { image: await readAsDataUrl(file) } });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <img
        src={model.image_url}
        alt={`${model.name}${model.has_photo ? ' (photo)' : ' (drawing)'}`}
        width={90}
        height={120}
        className="h-30 w-[90px] rounded-lg bg-slate-50 object-contain"
      />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        className="sr-only"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-xl px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-within:ring-2"
      >
        <ImageUp className="size-4" aria-hidden />
        {upload.isPending ? 'Uploading...' : model.has_photo ? 'New photo' : 'Upload photo'}
        <span className="sr-only"> of {model.name}</span>
      </label>
      {model.has_photo ? (
        <Button
          variant="ghost"
          className="px-2 text-xs"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ params: { modelId: model.id } })}
        >
          <Trash2 className="size-4" aria-hidden />
          Use drawing<span className="sr-only"> for {model.name}</span>
        </Button>
      ) : null}
    </div>
  );
}
