import { INTL_LOCALES, type Locale } from '@phonix/shared/i18n';
import { usePageLocale } from '@/lib/locale.tsx';

const formats = new Map<Locale, Intl.DateTimeFormat>();
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    formats.set(locale, format);
  }
  return format;
}

/** A post's date ('2025-03-14') in the page's language, the month in full: '14 March 2025', '14 मार्च 2025'. */
export function BlogDate({ dateTime, className = '' }: { dateTime: string; className?: string }) {
  const { locale } = usePageLocale();
  return (
    <time dateTime={dateTime} className={className}>
      {dateFormat(locale).format(new Date(`${dateTime}T00:00:00Z`))}
    </time>
  );
}
