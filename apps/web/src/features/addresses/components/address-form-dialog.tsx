import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPES, type Address, type AddressForm, addressFormSchema } from '@phonix/shared/account-api';
import { answerText } from '@phonix/shared/answer-text';
import { placeNameIn } from '@phonix/shared/glossary';
import { seller_address_add_title } from '@phonix/shared/messages/seller_address_add_title';
import { seller_address_edit_title } from '@phonix/shared/messages/seller_address_edit_title';
import { seller_address_make_default } from '@phonix/shared/messages/seller_address_make_default';
import { seller_address_save } from '@phonix/shared/messages/seller_address_save';
import { seller_address_saved } from '@phonix/shared/messages/seller_address_saved';
import { seller_address_type } from '@phonix/shared/messages/seller_address_type';
import { seller_address_type_home } from '@phonix/shared/messages/seller_address_type_home';
import { seller_address_type_office } from '@phonix/shared/messages/seller_address_type_office';
import { seller_address_type_other } from '@phonix/shared/messages/seller_address_type_other';
import { seller_cancel } from '@phonix/shared/messages/seller_cancel';
import { seller_field_address_no } from '@phonix/shared/messages/seller_field_address_no';
import { seller_field_city } from '@phonix/shared/messages/seller_field_city';
import { seller_field_landmark } from '@phonix/shared/messages/seller_field_landmark';
import { seller_field_locality } from '@phonix/shared/messages/seller_field_locality';
import { seller_field_pincode } from '@phonix/shared/messages/seller_field_pincode';
import { seller_field_select_city } from '@phonix/shared/messages/seller_field_select_city';
import { seller_field_state } from '@phonix/shared/messages/seller_field_state';
import { seller_field_state_placeholder } from '@phonix/shared/messages/seller_field_state_placeholder';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Briefcase, Home, LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { PincodeCombobox } from '@/components/ui/pincode-combobox.tsx';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { usePincodeField } from '@/lib/pincodes.ts';
import { useServedCities } from '@/lib/places.ts';
import { storage } from '@/lib/storage.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSaveAddress } from '../api/addresses.ts';

type FormInput = z.input<typeof addressFormSchema>;

const TYPE_ICONS = { Home, Office: Briefcase, Other: MapPin } as const;

/** An address type (a stored code) in the page's language. */
export const addressTypeLabel = (type: string): string =>
  type === 'Home'
    ? seller_address_type_home()
    : type === 'Office'
      ? seller_address_type_office()
      : type === 'Other'
        ? seller_address_type_other()
        : type;

function emptyForm(): FormInput {
  return {
    address_type: undefined as unknown as FormInput['address_type'],
    address_no: '',
    locality: '',
    landmark: '',
    city: '',
    state: '',
    pincode: '',
    is_default: 0,
    lat: '',
    lng: '',
  };
}

function fromAddress(address: Address): FormInput {
  return {
    address_type: address.address_type,
    address_no: address.address_no,
    locality: address.locality,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    is_default: address.is_default,
    lat: '',
    lng: '',
  };
}

/** What a new address may start from: the area the seller already gave (checkout), to add the flat to. */
export type AddressPrefill = Pick<AddressForm, 'city' | 'state' | 'pincode' | 'locality'>;

interface AddressFormDialogProps {
  customerId: number;
  /** null adds a new address. */
  address: Address | null;
  /** A new address starts from this area, as a Home address, with the flat number to type. */
  prefill?: AddressPrefill | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/** Add or edit a saved address (SPEC 5 address rules, pincode autocomplete). */
export function AddressFormDialog({
  customerId,
  address,
  prefill = null,
  onClose,
  onSaved,
}: AddressFormDialogProps) {
  const typeLabelId = useId();
  const flatId = useId();
  const cities = useServedCities();
  const { locale } = usePageLocale();
  const save = useSaveAddress(customerId);
  const form = useForm<FormInput, unknown, AddressForm>({
    resolver: translated(zodResolver(addressFormSchema)),
    defaultValues: address
      ? fromAddress(address)
      : prefill
        ? { ...emptyForm(), ...prefill, address_type: 'Home' }
        : emptyForm(),
  });
  const { errors } = form.formState;
  const { busy, guard } = useSingleFlight();
  const city = form.watch('city');
  const pincode = usePincodeField({
    city,
    setValue: form.setValue,
    initialText: address?.pincode ?? prefill?.pincode ?? '',
  });

  useEffect(() => {
    if (address || form.getValues('city') || !cities.data) return;
    const stored = cities.data.find((item) => item.city_slug === storage.getSelectedCity());
    if (stored) form.setValue('city', stored.city_name);
  }, [address, cities.data, form]);

  const submit = guard(
    form.handleSubmit(async (values) => {
      try {
        const answer = await save.mutateAsync({ id: address?.id ?? null, values });
        toast.success(answerText(answer.message, seller_address_saved, 'Address saved'));
        onSaved?.(answer.address);
        onClose();
      } catch (error) {
        toast.error(errorMessage(error, seller_something_went_wrong()));
      }
    }),
  );

  // An edited address keeps its city even if it is no longer served, so the select can show it.
  const cityNames = (cities.data ?? []).map((item) => item.city_name);
  if (address?.city && !cityNames.includes(address.city)) cityNames.unshift(address.city);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={address ? seller_address_edit_title() : seller_address_add_title()}
      size="lg"
      // Starting from the seller's area, the flat number is all that is left to type.
      {...(prefill && !address ? { initialFocus: () => document.getElementById(flatId) } : {})}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <p id={typeLabelId} className="text-sm font-semibold text-slate-800">
            {seller_address_type()}
          </p>
          <Controller
            control={form.control}
            name="address_type"
            render={({ field }) => (
              <RadioGroup.Root
                aria-labelledby={typeLabelId}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                className="grid grid-cols-3 gap-2"
              >
                {ADDRESS_TYPES.map((type) => {
                  const Icon = TYPE_ICONS[type];
                  return (
                    <RadioGroup.Item
                      key={type}
                      value={type}
                      className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-slate-200 px-2 text-sm font-semibold text-slate-700 hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900"
                    >
                      <Icon className="size-4" aria-hidden />
                      {addressTypeLabel(type)}
                    </RadioGroup.Item>
                  );
                })}
              </RadioGroup.Root>
            )}
          />
          {errors.address_type ? (
            <p className="text-sm font-medium text-red-700">{errors.address_type.message}</p>
          ) : null}
        </div>

        <TextField
          id={flatId}
          label={seller_field_address_no()}
          autoComplete="address-line1"
          error={errors.address_no?.message}
          {...form.register('address_no')}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={seller_field_city()}
            error={errors.city?.message}
            disabled={cities.isPending}
            {...form.register('city', { onChange: pincode.onCityChange })}
          >
            <option value="">{seller_field_select_city()}</option>
            {cityNames.map((name) => (
              <option key={name} value={name}>
                {placeNameIn(name, locale)}
              </option>
            ))}
          </SelectField>
          <PincodeCombobox
            label={seller_field_pincode()}
            error={errors.pincode?.message}
            {...pincode.combobox}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={seller_field_locality()}
            error={errors.locality?.message}
            {...form.register('locality')}
          />
          <TextField
            label={seller_field_state()}
            readOnly
            tabIndex={-1}
            placeholder={seller_field_state_placeholder()}
            error={errors.state?.message}
            {...form.register('state')}
          />
        </div>

        <TextField
          label={seller_field_landmark()}
          error={errors.landmark?.message}
          {...form.register('landmark')}
        />

        <Controller
          control={form.control}
          name="is_default"
          render={({ field }) => (
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={Number(field.value) === 1}
                onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                className="size-5 accent-brand-700"
              />
              {seller_address_make_default()}
            </label>
          )}
        />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} className="ring-1 ring-slate-300">
            {seller_cancel()}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {seller_address_save()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
