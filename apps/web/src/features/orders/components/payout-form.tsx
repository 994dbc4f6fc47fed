import { zodResolver } from '@hookform/resolvers/zod';
import { answerText } from '@phonix/shared/answer-text';
import {
  type MaskedPayout,
  PAYOUT_METHODS,
  type PayoutChoice,
  type PayoutMethod,
  payoutChoiceRequestSchema,
  WALLET_PROVIDER_LABELS,
  WALLET_PROVIDERS,
  type WalletProvider,
} from '@phonix/shared/handover';
import type { SellerHandover } from '@phonix/shared/handover-api';
import { handoverFieldMessage } from '@phonix/shared/handover-field-messages';
import { seller_payout_account_holder_hint } from '@phonix/shared/messages/seller_payout_account_holder_hint';
import { seller_payout_account_holder_label } from '@phonix/shared/messages/seller_payout_account_holder_label';
import { seller_payout_account_number } from '@phonix/shared/messages/seller_payout_account_number';
import { seller_payout_account_number_again } from '@phonix/shared/messages/seller_payout_account_number_again';
import { seller_payout_code_pending } from '@phonix/shared/messages/seller_payout_code_pending';
import { seller_payout_hint_bank } from '@phonix/shared/messages/seller_payout_hint_bank';
import { seller_payout_hint_cheque } from '@phonix/shared/messages/seller_payout_hint_cheque';
import { seller_payout_hint_upi } from '@phonix/shared/messages/seller_payout_hint_upi';
import { seller_payout_hint_wallet } from '@phonix/shared/messages/seller_payout_hint_wallet';
import { seller_payout_ifsc_hint } from '@phonix/shared/messages/seller_payout_ifsc_hint';
import { seller_payout_keep } from '@phonix/shared/messages/seller_payout_keep';
import { seller_payout_method_label } from '@phonix/shared/messages/seller_payout_method_label';
import { seller_payout_payee } from '@phonix/shared/messages/seller_payout_payee';
import { seller_payout_payee_hint } from '@phonix/shared/messages/seller_payout_payee_hint';
import { seller_payout_privacy } from '@phonix/shared/messages/seller_payout_privacy';
import { seller_payout_save } from '@phonix/shared/messages/seller_payout_save';
import { seller_payout_save_failed } from '@phonix/shared/messages/seller_payout_save_failed';
import { seller_payout_saved_toast } from '@phonix/shared/messages/seller_payout_saved_toast';
import { seller_payout_vpa_hint } from '@phonix/shared/messages/seller_payout_vpa_hint';
import { seller_payout_vpa_label } from '@phonix/shared/messages/seller_payout_vpa_label';
import { seller_payout_wallet_mobile } from '@phonix/shared/messages/seller_payout_wallet_mobile';
import { seller_payout_wallet_now } from '@phonix/shared/messages/seller_payout_wallet_now';
import { seller_payout_wallet_only } from '@phonix/shared/messages/seller_payout_wallet_only';
import { seller_payout_wallet_provider } from '@phonix/shared/messages/seller_payout_wallet_provider';
import { payoutMethodLabel } from '@phonix/shared/order-texts';
import { LIMITS } from '@phonix/shared/validation';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Landmark, LoaderCircle, type LucideIcon, Save, ScrollText, Smartphone, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, SelectField, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useChoosePayout } from '../api/handover.ts';

/** Every method's fields at once; the shared schema reads those of the chosen method and drops the rest. */
interface PayoutFormValues {
  method: PayoutMethod | '';
  vpa: string;
  account_holder: string;
  account_number: string;
  confirm_account_number: string;
  ifsc: string;
  provider: WalletProvider;
  mobile: string;
  payee_name: string;
}
type PayoutField = keyof PayoutFormValues;
const PAYOUT_FIELDS: readonly PayoutField[] = [
  'method',
  'vpa',
  'account_holder',
  'account_number',
  'confirm_account_number',
  'ifsc',
  'provider',
  'mobile',
  'payee_name',
];
const isPayoutField = (field: string | undefined): field is PayoutField =>
  (PAYOUT_FIELDS as readonly string[]).includes(field ?? '');

// The schema is a union by method, and the form holds all methods' fields: its messages are SPEC's, once.
const payoutResolver = translated(
  zodResolver(payoutChoiceRequestSchema) as unknown as Resolver<PayoutFormValues, unknown, PayoutChoice>,
  handoverFieldMessage,
);

const walletNames = WALLET_PROVIDERS.map((provider) => WALLET_PROVIDER_LABELS[provider]).join(' or ');

const METHOD_INFO: Record<PayoutMethod, { icon: LucideIcon; hint: () => string }> = {
  upi: { icon: Smartphone, hint: seller_payout_hint_upi },
  bank: { icon: Landmark, hint: seller_payout_hint_bank },
  wallet: { icon: Wallet, hint: () => seller_payout_hint_wallet({ wallets: walletNames }) },
  cheque: { icon: ScrollText, hint: seller_payout_hint_cheque },
};

const chipClass =
  'flex min-h-20 flex-col items-start gap-1 rounded-xl border-2 border-slate-200 bg-white p-3 text-left text-slate-800 transition-colors hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900';

export interface PayoutSeller {
  name: string;
  mobile: string;
}

/** The form starts from what is already chosen (never the full numbers: only their masked form is kept). */
function defaultsFor(current: MaskedPayout | null, seller: PayoutSeller): PayoutFormValues {
  return {
    method: current?.method ?? '',
    vpa: '',
    account_holder: current?.method === 'bank' ? current.account_holder : seller.name,
    account_number: '',
    confirm_account_number: '',
    ifsc: current?.method === 'bank' ? current.ifsc : '',
    provider: current?.method === 'wallet' ? current.provider : WALLET_PROVIDERS[0],
    mobile: current?.method === 'wallet' ? '' : seller.mobile,
    payee_name: current?.method === 'cheque' ? current.payee_name : seller.name,
  };
}

interface PayoutFormProps {
  customerId: number;
  refNo: string;
  handover: SellerHandover;
  seller: PayoutSeller;
  /** Saved: the section shows the masked destination. */
  onSaved: () => void;
  /** Present when details are already saved: leave them as they are. */
  onCancel?: (() => void) | undefined;
  /** The order moved on meanwhile (409): read it again. */
  onStale: () => void;
  /** Opened by 'Change payout details': focus starts on the chosen method. */
  autoFocus?: boolean;
}

/**
 * How the seller wants to be paid: UPI ID, bank account and IFSC, wallet, or cheque. The shared schema's
 * messages show beside each field; the server's refusals (an IFSC that names no branch, the order no longer
 * out for pickup) in its own words, beside the field it names or above the Save button.
 */
export function PayoutForm({
  customerId,
  refNo,
  handover,
  seller,
  onSaved,
  onCancel,
  onStale,
  autoFocus = false,
}: PayoutFormProps) {
  const { locale } = usePageLocale();
  const id = useId();
  const choose = useChoosePayout(customerId, refNo);
  const { busy, guard } = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PayoutFormValues, unknown, PayoutChoice>({
    resolver: payoutResolver,
    defaultValues: defaultsFor(handover.payout?.details ?? null, seller),
  });
  const { errors } = form.formState;
  const method = form.watch('method');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (autoFocus) form.setFocus('method');
  }, []);

  const submit = guard(
    form.handleSubmit(async (choice) => {
      setFailure(null);
      try {
        const answer = await choose.mutateAsync(choice);
        toast.success(answerText(answer.message, seller_payout_saved_toast));
        onSaved();
      } catch (error) {
        const message = errorMessage(error, seller_payout_save_failed());
        if (error instanceof ApiError && isPayoutField(error.field))
          form.setError(error.field, { type: 'server', message }, { shouldFocus: true });
        else setFailure(message);
        if (error instanceof ApiError && error.status === 409) onStale();
      }
    }),
  );

  const methodsLabel = `${id}-methods`;
  const methodError = errors.method?.message;
  const current = handover.payout;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="payout-form">
      <div className="flex flex-col gap-2">
        <p id={methodsLabel} className="text-sm font-semibold text-slate-800">
          {seller_payout_method_label()}
        </p>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <RadioGroup.Root
              aria-labelledby={methodsLabel}
              aria-describedby={methodError ? `${methodsLabel}-error` : undefined}
              aria-invalid={methodError ? true : undefined}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                setFailure(null);
              }}
              className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
            >
              {PAYOUT_METHODS.map((item, index) => {
                const { icon: Icon, hint } = METHOD_INFO[item];
                // The field's focus (a refused save) lands on the chosen method, or the first.
                const takesFocus = field.value === item || (field.value === '' && index === 0);
                return (
                  <RadioGroup.Item
                    key={item}
                    ref={takesFocus ? field.ref : undefined}
                    value={item}
                    onBlur={field.onBlur}
                    aria-label={payoutMethodLabel(item, locale)}
                    aria-describedby={`${id}-${item}-hint`}
                    className={chipClass}
                    data-testid={`payout-method-${item}`}
                  >
                    <Icon className="size-5 text-brand-700" aria-hidden />
                    <span className="font-semibold">{payoutMethodLabel(item, locale)}</span>
                    <span id={`${id}-${item}-hint`} className="text-xs text-slate-600">
                      {hint()}
                    </span>
                  </RadioGroup.Item>
                );
              })}
            </RadioGroup.Root>
          )}
        />
        {methodError ? (
          <p id={`${methodsLabel}-error`} className="text-sm font-medium text-red-700">
            {methodError}
          </p>
        ) : null}
      </div>

      {method === 'upi' ? (
        <TextField
          label={seller_payout_vpa_label()}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          // An example ID in Latin letters only where the page is English.
          placeholder={locale === 'en' ? 'name@okhdfcbank' : undefined}
          hint={seller_payout_vpa_hint()}
          error={errors.vpa?.message}
          data-testid="payout-vpa"
          {...form.register('vpa')}
        />
      ) : null}

      {method === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={seller_payout_account_holder_label()}
            autoComplete="name"
            hint={seller_payout_account_holder_hint()}
            error={errors.account_holder?.message}
            containerClassName="sm:col-span-2"
            data-testid="payout-account-holder"
            {...form.register('account_holder')}
          />
          <TextField
            label={seller_payout_account_number()}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            error={errors.account_number?.message}
            data-testid="payout-account-number"
            {...form.register('account_number', digitsOnly(form, 'account_number'))}
          />
          <TextField
            label={seller_payout_account_number_again()}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            error={errors.confirm_account_number?.message}
            data-testid="payout-confirm-account-number"
            {...form.register('confirm_account_number', digitsOnly(form, 'confirm_account_number'))}
          />
          <TextField
            label="IFSC"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            placeholder={locale === 'en' ? 'SBIN0001234' : undefined}
            hint={seller_payout_ifsc_hint()}
            error={errors.ifsc?.message}
            className="uppercase"
            containerClassName="sm:col-span-2"
            data-testid="payout-ifsc"
            {...form.register('ifsc', {
              onChange: (event: { target: { value: string } }) => {
                const typed = event.target.value;
                const code = typed.toUpperCase().replace(/\s/g, '');
                if (code !== typed) form.setValue('ifsc', code);
              },
            })}
          />
        </div>
      ) : null}

      {method === 'wallet' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {WALLET_PROVIDERS.length > 1 ? (
            <SelectField
              label={seller_payout_wallet_provider()}
              error={errors.provider?.message}
              data-testid="payout-wallet-provider"
              {...form.register('provider')}
            >
              {WALLET_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {WALLET_PROVIDER_LABELS[provider]}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="text-sm text-slate-700 sm:col-span-2">
              {seller_payout_wallet_only({ wallet: WALLET_PROVIDER_LABELS[WALLET_PROVIDERS[0]] })}
            </p>
          )}
          <TextField
            label={seller_payout_wallet_mobile()}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={LIMITS.mobileDigits}
            hint={
              current?.details.method === 'wallet'
                ? seller_payout_wallet_now({ mobile: current.details.mobile })
                : undefined
            }
            error={errors.mobile?.message}
            data-testid="payout-wallet-mobile"
            {...form.register('mobile', digitsOnly(form, 'mobile'))}
          />
        </div>
      ) : null}

      {method === 'cheque' ? (
        <TextField
          label={seller_payout_payee()}
          autoComplete="name"
          hint={seller_payout_payee_hint()}
          error={errors.payee_name?.message}
          data-testid="payout-payee-name"
          {...form.register('payee_name')}
        />
      ) : null}

      {method !== '' ? <p className="text-xs text-slate-600">{seller_payout_privacy()}</p> : null}

      {handover.awaiting_confirmation ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {seller_payout_code_pending()}
        </p>
      ) : null}

      {/* Always in the page, so what appears in it is read out. */}
      <div role="alert">
        {failure ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{failure}</p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} data-testid="save-payout">
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          {seller_payout_save()}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={busy} className="ring-1 ring-slate-300">
            {seller_payout_keep()}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
