import { LOCALE_NAMES, LOCALES, type Locale } from '@phonix/shared/i18n';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_language_load_failed } from '@phonix/shared/messages/seller_language_load_failed';
import { seller_language_loading } from '@phonix/shared/messages/seller_language_loading';
import { seller_language_saved } from '@phonix/shared/messages/seller_language_saved';
import { seller_language_text } from '@phonix/shared/messages/seller_language_text';
import { seller_language_title } from '@phonix/shared/messages/seller_language_title';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LanguageName } from '@/components/ui/language-switcher.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useAccountLanguage, useSetAccountLanguage } from '../api/profile.ts';

/**
 * The profile's "Language of your messages" card (issue 32): the account's language (the page's language at
 * sign-up, until changed), which the codes, SMS, WhatsApp and the receipt follow; choosing one saves it at once.
 * Each language is named in its own script, drawn as the switcher draws it (no other script's web font).
 */
export function LanguagePreference({ customerId }: { customerId: number }) {
  const language = useAccountLanguage(customerId);
  const save = useSetAccountLanguage(customerId);
  const [announcement, setAnnouncement] = useState('');
  // The language being saved, set inside the click's own event: the mutation's state reaches React only on a
  // later task, and until then React put the radios back as they were (a tap seemed to do nothing).
  const [saving, setSaving] = useState<Locale | null>(null);

  const change = (next: Locale) => {
    if (saving !== null) return;
    setSaving(next);
    setAnnouncement('');
    save.mutate(next, {
      onSuccess: () => setAnnouncement(seller_language_saved()),
      onError: (error) => toast.error(errorMessage(error, seller_language_load_failed())),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <section aria-labelledby="language-title" className="flex flex-col gap-3" data-testid="account-language">
      <h2 id="language-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Languages className="size-5 text-brand-700" aria-hidden />
        {seller_language_title()}
      </h2>
      <p id="language-text" className="text-sm text-slate-600">
        {seller_language_text()}
      </p>
      {language.isPending ? (
        <div role="status" aria-label={seller_language_loading()}>
          <Skeleton className="h-12" />
        </div>
      ) : language.isError ? (
        <ErrorState
          title={seller_language_load_failed()}
          message={seller_check_connection()}
          retryLabel={seller_try_again()}
          onRetry={() => language.refetch()}
        />
      ) : (
        <fieldset
          aria-labelledby="language-title"
          aria-describedby="language-text"
          className="flex flex-wrap gap-2"
        >
          {LOCALES.map((locale) => {
            const chosen = (saving ?? language.data) === locale;
            return (
              <label
                key={locale}
                lang={locale}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 text-sm font-semibold ring-1 ${
                  chosen
                    ? 'bg-brand-50 text-brand-800 ring-brand-600'
                    : 'bg-white text-slate-800 ring-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="account-language"
                  value={locale}
                  checked={chosen}
                  disabled={saving !== null}
                  onChange={() => change(locale)}
                  aria-label={LOCALE_NAMES[locale]}
                  className="size-4 accent-brand-700"
                />
                <LanguageName locale={locale} />
              </label>
            );
          })}
        </fieldset>
      )}
      <p
        className="text-sm text-emerald-700"
        role="status"
        aria-live="polite"
        data-testid="account-language-status"
      >
        {announcement}
      </p>
    </section>
  );
}
