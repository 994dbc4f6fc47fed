import { zodResolver } from '@hookform/resolvers/zod';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { fields, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PincodeCombobox } from '@/components/ui/pincode-combobox.tsx';
import { digitsOnly, SelectField, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePincodes } from '@/lib/pincodes.ts';
import { useServedCities } from '@/lib/places.ts';
import { signIn } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { checkoutCustomer, resendOtp, verifyCustomerOtp } from '../api/auth-api.ts';
import { DeviceSummary } from './device-summary.tsx';
import { OtpForm } from './otp-form.tsx';

const checkoutFormSchema = z.object({
  mobile: fields.mobile(),
  name: fields.name(),
  email: fields.optionalEmail(),
  city: fields.city(),
  pincode: fields.pincode(),
  locality: z.string(),
  state: z.string(),
});
type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const EMPTY: CheckoutForm = {
  mobile: '',
  name: '',
  email: '',
  city: '',
  pincode: '',
  locality: '',
  state: '',
};

function DetailsStep({ onSent }: { onSent: (mobile: string) => void }) {
  const cities = useServedCities();
  const form = useForm<CheckoutForm>({ resolver: zodResolver(checkoutFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const city = form.watch('city');
  const pincodes = usePincodes(city);
  const [pincodeText, setPincodeText] = useState('');

  // Starts in the city the visitor chose in the header, when it is served.
  useEffect(() => {
    if (form.getValues('city') || !cities.data) return;
    const stored = cities.data.find((item) => item.city_slug === storage.getSelectedCity());
    if (stored) form.setValue('city', stored.city_name);
  }, [cities.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await checkoutCustomer(values);
      onSent(values.mobile);
    } catch (error) {
      // SPEC 8: a failed checkout-customer call shows nothing.
      console.error('Checkout failed:', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        placeholder="10-digit mobile number"
        error={errors.mobile?.message}
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="City"
          error={errors.city?.message}
          disabled={cities.isPending}
          {...form.register('city', {
            // A new city clears the pincode and state and loads that city's pincodes (SPEC 5).
            onChange: () => {
              setPincodeText('');
              form.setValue('pincode', '');
              form.setValue('state', '');
              form.setValue('locality', '');
            },
          })}
        >
          <option value="">Select city</option>
          {(cities.data ?? []).map((item) => (
            <option key={item.city_id} value={item.city_name}>
              {item.city_name}
            </option>
          ))}
        </SelectField>
        <PincodeCombobox
          label="Pincode"
          text={pincodeText}
          entries={pincodes.data ?? []}
          loading={pincodes.isFetching}
          disabled={city === ''}
          placeholder={city === '' ? 'Choose a city first' : 'Type your pincode'}
          error={errors.pincode?.message}
          onTextChange={(text) => {
            setPincodeText(text);
            form.setValue('pincode', '');
            form.setValue('state', '');
            form.setValue('locality', '');
          }}
          onSelect={(entry) => {
            setPincodeText(entry.pincode);
            form.setValue('pincode', entry.pincode, { shouldValidate: true });
            form.setValue('city', entry.city || city);
            form.setValue('state', entry.state);
            form.setValue('locality', entry.locality);
          }}
        />
      </div>
      {form.watch('locality') ? (
        <p className="-mt-2 text-sm text-slate-600">
          {form.watch('locality')}, {form.watch('state')}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        Proceed
      </Button>
    </form>
  );
}

interface CheckoutDialogProps {
  selectedModel: AnswerRecord | null;
  onFinished: () => void;
}

/** "You're just 1-step away": a quick checkout by mobile, name and area, confirmed by OTP (SPEC 2 and 4). */
export function CheckoutDialog({ selectedModel, onFinished }: CheckoutDialogProps) {
  const [mobile, setMobile] = useState<string | null>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onFinished();
      }}
      title="You're just 1-step away"
      size="md"
    >
      {selectedModel ? <DeviceSummary record={selectedModel} /> : null}
      {mobile === null ? (
        <DetailsStep onSent={setMobile} />
      ) : (
        <OtpForm
          mobile={mobile}
          onResend={() => resendOtp(mobile)}
          onVerify={async (otp) => {
            try {
              const answer = await verifyCustomerOtp({ mobile, otp });
              signIn(answer.customer, answer.token);
              toast.success(answer.message || 'Logged in successfully');
            } catch (error) {
              toast.error(errorMessage(error));
              throw error;
            }
            setMobile(null);
            onFinished();
          }}
        />
      )}
    </Modal>
  );
}
