import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';

const compact = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** '24 Nov 2026, 3:04 pm' in India time, for dense console lists. */
export function formatIndiaShort(value: string | Date): string {
  return compact.format(typeof value === 'string' ? new Date(value) : value);
}

/** A moment in India time as a <time> element (the exact ISO moment stays machine-readable). */
export function IndiaTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatIndiaShort(value)}
    </time>
  );
}
