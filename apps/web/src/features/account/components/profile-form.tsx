import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer } from '@phonix/shared/account-api';
import { answerText } from '@phonix/shared/answer-text';
import { seller_field_alternate_mobile } from '@phonix/shared/messages/seller_field_alternate_mobile';
import { seller_field_email } from '@phonix/shared/messages/seller_field_email';
import { seller_field_name } from '@phonix/shared/messages/seller_field_name';
import { seller_login_mobile_label } from '@phonix/shared/messages/seller_login_mobile_label';
import { seller_profile_mobile_hint } from '@phonix/shared/messages/seller_profile_mobile_hint';
import { seller_profile_updated } from '@phonix/shared/messages/seller_profile_updated';
import { seller_save_changes } from '@phonix/shared/messages/seller_save_changes';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { fields, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { type ProfileValues, useUpdateProfile } from '../api/profile.ts';

const profileSchema = z.object({
  name: fields.name(),
  email: fields.email(),
  alternate_mobile: fields.alternateMobile(),
});

/** Personal details (SPEC 2 profile, SPEC 5 profile rules); the mobile number is read-only. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const update = useUpdateProfile(customer);
  const form = useForm<ProfileValues>({
    resolver: translated(zodResolver(profileSchema)),
    defaultValues: {
      name: customer.name,
      email: customer.email,
      alternate_mobile: customer.alternate_mobile,
    },
  });
  const { errors, isDirty } = form.formState;
  const { busy, guard } = useSingleFlight();

  const submit = guard(
    form.handleSubmit(async (values) => {
      try {
        const answer = await update.mutateAsync(values);
        toast.success(answerText(answer.message, seller_profile_updated, 'Profile updated'));
        form.reset(values);
      } catch (error) {
        toast.error(errorMessage(error, seller_something_went_wrong()));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={seller_field_name()}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={seller_field_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={seller_login_mobile_label()}
          value={customer.mobile}
          readOnly
          hint={seller_profile_mobile_hint()}
          name="mobile"
        />
        <TextField
          label={seller_field_alternate_mobile()}
          type="tel"
          inputMode="numeric"
          maxLength={LIMITS.mobileDigits}
          error={errors.alternate_mobile?.message}
          {...form.register('alternate_mobile', digitsOnly(form, 'alternate_mobile'))}
        />
      </div>
      <Button type="submit" disabled={busy || !isDirty} className="self-start">
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Save className="size-4" aria-hidden />
        )}
        {seller_save_changes()}
      </Button>
    </form>
  );
}
