import { modelImageUrl } from '@phonix/shared/images';
import { seller_device_price_hidden } from '@phonix/shared/messages/seller_device_price_hidden';
import { seller_device_your_price } from '@phonix/shared/messages/seller_device_your_price';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { Lock } from 'lucide-react';
import { DeviceImage } from '@/components/ui/device-image.tsx';

/**
 * The price before the seller logs in: the same for every phone, so its length does not tell how many digits
 * the price has (issue 32; it was the price with each digit turned into an X). Nothing is asked of the server.
 */
export const MASKED_PRICE = '₹XX,XXX';

/** The phone being sold, with its price hidden until the seller logs in. */
export function DeviceSummary({ record }: { record: AnswerRecord }) {
  const modelName = record.model_name ?? record.item_name ?? record.ic_slug;
  return (
    <div className="mb-4 flex items-center gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
      <DeviceImage
        src={record.item_image || modelImageUrl(record.ic_slug)}
        alt={modelName}
        width={300}
        height={400}
        eager
        className="w-12 shrink-0"
      />
      {/* The name wraps rather than being cut to "iPhon..." on a phone. */}
      <div className="min-w-0 flex-1">
        <p className="font-bold leading-snug break-words text-slate-900">{modelName}</p>
        {record.variant_name ? (
          <p className="text-sm whitespace-nowrap text-slate-600">{record.variant_name}</p>
        ) : null}
      </div>
      <div className="shrink-0 text-right">
        <p className="text-xs font-medium text-slate-600">{seller_device_your_price()}</p>
        <p className="flex items-center gap-1 text-lg font-extrabold text-brand-800">
          <Lock className="size-3.5" aria-hidden />
          <span>{MASKED_PRICE}</span>
          <span className="sr-only">{seller_device_price_hidden()}</span>
        </p>
      </div>
    </div>
  );
}
