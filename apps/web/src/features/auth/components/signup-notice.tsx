import { localizedPath } from '@phonix/shared/i18n';
import { seller_signup_notice } from '@phonix/shared/messages/seller_signup_notice';
import { seller_signup_notice_link } from '@phonix/shared/messages/seller_signup_notice_link';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { paths } from '@phonix/shared/routes';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';

/**
 * The privacy notice version a sign-up accepts: the one the dialog links (sent with the sign-up and recorded
 * once the number's code is verified; issue 32).
 */
export const SIGNUP_NOTICE_VERSION = CURRENT_PRIVACY_NOTICE.version;

/**
 * 'By continuing, you accept our privacy notice.' under a sign-up form (the login dialog's sign-up and the
 * checkout dialog), the notice opening in a new tab so the form keeps what was typed.
 */
export function SignupNotice() {
  const { locale } = usePageLocale();
  return (
    <p className="text-sm text-slate-600" data-notice-version={SIGNUP_NOTICE_VERSION}>
      {messageParts((marks) => seller_signup_notice(marks), {
        notice: (
          <a
            href={localizedPath(paths.privacyPolicy(), locale)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {seller_signup_notice_link()}
          </a>
        ),
      })}
    </p>
  );
}
