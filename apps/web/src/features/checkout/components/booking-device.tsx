import { modelImageUrl } from '@phonix/shared/images';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { DeviceImage } from '@/components/ui/device-image.tsx';

/** The phone being booked: its picture, model and variant. */
export function BookingDevice({ record }: { record: AnswerRecord }) {
  const modelName = record.model_name ?? record.item_name ?? record.ic_slug;
  return (
    <section className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <DeviceImage
        src={record.item_image || modelImageUrl(record.ic_slug)}
        alt={modelName}
        width={300}
        height={400}
        eager
        className="w-14 shrink-0"
      />
      <div className="min-w-0">
        <p className="truncate text-lg font-bold text-slate-900">{modelName}</p>
        <p className="text-sm font-semibold text-slate-600">{record.variant_name}</p>
      </div>
    </section>
  );
}
