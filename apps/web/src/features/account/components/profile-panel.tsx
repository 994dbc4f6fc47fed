import { seller_edit_profile } from '@phonix/shared/messages/seller_edit_profile';
import { seller_field_email_short } from '@phonix/shared/messages/seller_field_email_short';
import { seller_login_mobile_label } from '@phonix/shared/messages/seller_login_mobile_label';
import { seller_my_profile } from '@phonix/shared/messages/seller_my_profile';
import { paths } from '@phonix/shared/routes';
import { Mail, Pencil, Phone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import type { StoredUser } from '@/lib/storage.ts';
import { useCustomer } from '../api/profile.ts';

/** 'My Profile' beside the sales orders: name, mobile and, if given, e-mail, with Edit Profile. */
export function ProfilePanel({ user }: { user: StoredUser }) {
  const customer = useCustomer(user.customer_id);
  const profile = customer.data ?? user;
  return (
    <section
      aria-labelledby="profile-panel-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <h2 id="profile-panel-title" className="text-lg font-bold text-slate-900">
        {seller_my_profile()}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          aria-hidden
        >
          {(profile.name.trim()[0] ?? 'U').toUpperCase()}
        </span>
        <p className="min-w-0 truncate text-base font-bold text-slate-900">{profile.name}</p>
      </div>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{seller_login_mobile_label()}</dt>
          <Phone className="size-4 text-slate-400" aria-hidden />
          <dd className="text-slate-700 tabular-nums">+91 {profile.mobile}</dd>
        </div>
        {profile.email ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{seller_field_email_short()}</dt>
            <Mail className="size-4 text-slate-400" aria-hidden />
            <dd className="truncate text-slate-700">{profile.email}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={paths.editProfile()} className={buttonClass('secondary', 'md', 'mt-5 w-full')}>
        <Pencil className="size-4" aria-hidden />
        {seller_edit_profile()}
      </Link>
    </section>
  );
}
