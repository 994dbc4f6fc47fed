const format = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's date ('2025-03-14') as '14 Mar 2025'. */
export function BlogDate({ dateTime, className = '' }: { dateTime: string; className?: string }) {
  return (
    <time dateTime={dateTime} className={className}>
      {format.format(new Date(`${dateTime}T00:00:00Z`))}
    </time>
  );
}
