import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer } from '@phonix/shared/account-api';
import { fields, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
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
    resolver: zodResolver(profileSchema),
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
        toast.success(answer.message || 'Profile updated');
        form.reset(values);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mobile"
          value={customer.mobile}
          readOnly
          hint="Your login number cannot be changed."
          name="mobile"
        />
        <TextField
          label="Alternate Mobile (optional)"
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
        Save Changes
      </Button>
    </form>
  );
}
