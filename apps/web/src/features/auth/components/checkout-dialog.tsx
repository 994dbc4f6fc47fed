import { zodResolver } from '@hookform/resolvers/zod';
import { answerText } from '@phonix/shared/answer-text';
import { placeNameIn } from '@phonix/shared/glossary';
import { seller_checkout_title } from '@phonix/shared/messages/seller_checkout_title';
import { seller_field_city } from '@phonix/shared/messages/seller_field_city';
import { seller_field_email_optional } from '@phonix/shared/messages/seller_field_email_optional';
import { seller_field_full_name } from '@phonix/shared/messages/seller_field_full_name';
import { seller_field_mobile_number } from '@phonix/shared/messages/seller_field_mobile_number';
import { seller_field_mobile_placeholder } from '@phonix/shared/messages/seller_field_mobile_placeholder';
import { seller_field_pincode } from '@phonix/shared/messages/seller_field_pincode';
import { seller_field_select_city } from '@phonix/shared/messages/seller_field_select_city';
import { seller_login_proceed } from '@phonix/shared/messages/seller_login_proceed';
import { seller_login_success } from '@phonix/shared/messages/seller_login_success';
import { seller_pincode_shared } from '@phonix/shared/messages/seller_pincode_shared';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
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
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { usePincodeField } from '@/lib/pincodes.ts';
import { useServedCities } from '@/lib/places.ts';
import { signIn } from '@/lib/session.ts';
import { type CheckoutArea, SESSION_KEYS, storage } from '@/lib/storage.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { checkoutCustomer, resendOtp, verifyCustomerOtp } from '../api/auth-api.ts';
import { cooldownOf } from '../hooks/use-resend-otp.ts';
import { DeviceSummary } from './device-summary.tsx';
import { OtpForm } from './otp-form.tsx';
import { SIGNUP_NOTICE_VERSION, SignupNotice } from './signup-notice.tsx';

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

/** The OTP is on its way for this number and area; `wait` seconds before another may be sent. */
type Sent = { area: CheckoutArea; wait: number };

function DetailsStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { locale } = usePageLocale();
  const cities = useServedCities();
  const form = useForm<CheckoutForm>({
    resolver: translated(zodResolver(checkoutFormSchema)),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { busy, guard } = useSingleFlight();
  const city = form.watch('city');
  const pincode = usePincodeField({ city, setValue: form.setValue });

  // Starts in the city the visitor chose in the header, when it is served.
  useEffect(() => {
    if (form.getValues('city') || !cities.data) return;
    const stored = cities.data.find((item) => item.city_slug === storage.getSelectedCity());
    if (stored) form.setValue('city', stored.city_name);
  }, [cities.data, form]);

  const submit = guard(
    form.handleSubmit(async (values) => {
      const { mobile, city, state, pincode, locality } = values;
      const area = { mobile, city, state, pincode, locality };
      try {
        await checkoutCustomer({ ...values, notice_version: SIGNUP_NOTICE_VERSION });
        onSent({ area, wait: 0 });
      } catch (error) {
        const wait = cooldownOf(error);
        // Asked again within the resend cool-down: the code sent a moment ago is still good.
        if (wait) onSent({ area, wait });
        // SPEC 8: a failed checkout-customer call shows nothing.
        else console.error('Checkout failed:', error);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={seller_field_mobile_number()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        placeholder={seller_field_mobile_placeholder()}
        error={errors.mobile?.message}
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      <TextField
        label={seller_field_full_name()}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={seller_field_email_optional()}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={seller_field_city()}
          error={errors.city?.message}
          disabled={cities.isPending}
          {...form.register('city', { onChange: pincode.onCityChange })}
        >
          <option value="">{seller_field_select_city()}</option>
          {(cities.data ?? []).map((item) => (
            <option key={item.city_id} value={item.city_name}>
              {placeNameIn(item.city_name, locale)}
            </option>
          ))}
        </SelectField>
        <PincodeCombobox
          label={seller_field_pincode()}
          error={errors.pincode?.message}
          {...pincode.combobox}
        />
      </div>
      {form.watch('locality') ? (
        <p className="-mt-2 text-sm text-slate-600" data-testid="pincode-locality">
          {form.watch('locality')}, {form.watch('state')}
          {pincode.localitiesOfPincode > 1
            ? `. ${seller_pincode_shared({ count: pincode.localitiesOfPincode })}`
            : null}
        </p>
      ) : null}
      <SignupNotice />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        {seller_login_proceed()}
      </Button>
    </form>
  );
}

interface CheckoutDialogProps {
  selectedModel: AnswerRecord | null;
  onFinished: () => void;
  /** The button that opened the dialog, for the focus to go back to. */
  returnFocus?: () => Element | null;
}

/** "You're just 1-step away": a quick checkout by mobile, name and area, confirmed by OTP (SPEC 2 and 4). */
export function CheckoutDialog({ selectedModel, onFinished, returnFocus }: CheckoutDialogProps) {
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onFinished();
      }}
      title={seller_checkout_title()}
      size="md"
      step={sent === null ? 'details' : 'otp'}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {selectedModel ? <DeviceSummary record={selectedModel} /> : null}
      {sent === null ? (
        <DetailsStep onSent={setSent} />
      ) : (
        <OtpForm
          mobile={sent.area.mobile}
          waitSeconds={sent.wait}
          onResend={() => resendOtp(sent.area.mobile)}
          onVerify={async (otp) => {
            try {
              const answer = await verifyCustomerOtp({ mobile: sent.area.mobile, otp });
              signIn(answer.customer, answer.token);
              // The area given here becomes the first pickup address on /sell-now, once the flat is added.
              storage.setTabValue(SESSION_KEYS.checkoutArea, sent.area);
              toast.success(answerText(answer.message, seller_login_success, 'Logged in successfully'));
            } catch (error) {
              toast.error(errorMessage(error, seller_something_went_wrong()));
              throw error;
            }
            setSent(null);
            onFinished();
          }}
        />
      )}
    </Modal>
  );
}
