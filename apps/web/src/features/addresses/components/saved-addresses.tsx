import type { Address } from '@phonix/shared/account-api';
import { placeNameIn } from '@phonix/shared/glossary';
import { seller_address_add_flat_button } from '@phonix/shared/messages/seller_address_add_flat_button';
import { seller_address_add_flat_title } from '@phonix/shared/messages/seller_address_add_flat_title';
import { seller_address_add_title } from '@phonix/shared/messages/seller_address_add_title';
import { seller_address_default } from '@phonix/shared/messages/seller_address_default';
import { seller_address_delete_label } from '@phonix/shared/messages/seller_address_delete_label';
import { seller_address_edit_label } from '@phonix/shared/messages/seller_address_edit_label';
import { seller_addresses_load_failed } from '@phonix/shared/messages/seller_addresses_load_failed';
import { seller_addresses_loading } from '@phonix/shared/messages/seller_addresses_loading';
import { seller_addresses_none } from '@phonix/shared/messages/seller_addresses_none';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Briefcase, Home, MapPin, MapPinPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { formatAddress, useAddresses } from '../api/addresses.ts';
import { AddressFormDialog, type AddressPrefill, addressTypeLabel } from './address-form-dialog.tsx';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';

const TYPE_ICONS: Record<string, typeof Home> = { Home, Office: Briefcase, Other: MapPin };

interface SavedAddressesProps {
  customerId: number;
  title: string;
  /** With a selection, the list is a radio group (pickup address). */
  selection?: { value: number | null; onChange: (id: number) => void };
  onSaved?: (address: Address) => void;
  onDeleted?: (id: number) => void;
  /** Shown above the list, beside the title. */
  headingLevel?: 'h2' | 'h3';
  /**
   * The area the seller already gave (the checkout dialog): with no saved address yet, the list offers to
   * finish it with the flat number instead of starting from an empty form.
   */
  knownArea?: AddressPrefill | null;
}

function AddressBody({ address }: { address: Address }) {
  const { locale } = usePageLocale();
  const Icon = TYPE_ICONS[address.address_type] ?? MapPin;
  return (
    <div className="flex min-w-0 flex-1 gap-3">
      <Icon className="mt-0.5 hidden size-5 shrink-0 text-brand-700 sm:block" aria-hidden />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
          {addressTypeLabel(address.address_type)}
          {address.is_default === 1 ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {seller_address_default()}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm leading-relaxed break-words text-slate-600">
          {formatAddress(address, locale)}
        </p>
      </div>
    </div>
  );
}

/** The saved address list with Add New Address, Edit and Delete (SPEC 2: /sell-now and /editprofile). */
export function SavedAddresses({
  customerId,
  title,
  selection,
  onSaved,
  onDeleted,
  headingLevel = 'h2',
  knownArea = null,
}: SavedAddressesProps) {
  const addresses = useAddresses(customerId);
  const { locale } = usePageLocale();
  const [editing, setEditing] = useState<Address | 'new' | 'known-area' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const Heading = headingLevel;

  const actions = (address: Address): ReactNode => (
    <div className="flex shrink-0 gap-1 self-start">
      <button
        type="button"
        onClick={() => setEditing(address)}
        aria-label={seller_address_edit_label({ type: addressTypeLabel(address.address_type) })}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-800"
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => setDeleting(address.id)}
        aria-label={seller_address_delete_label({ type: addressTypeLabel(address.address_type) })}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );

  let list: ReactNode;
  if (addresses.isPending) {
    list = (
      <div className="flex flex-col gap-3" role="status" aria-label={seller_addresses_loading()}>
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  } else if (addresses.isError) {
    list = (
      <ErrorState
        title={seller_addresses_load_failed()}
        message={seller_check_connection()}
        retryLabel={seller_try_again()}
        onRetry={() => addresses.refetch()}
      />
    );
  } else if (addresses.data.length === 0 && knownArea) {
    list = (
      <div className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <MapPinPlus className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0">
            <p className="font-bold text-slate-900">{seller_address_add_flat_title()}</p>
            <p className="mt-0.5 text-sm break-words text-slate-600">
              {[knownArea.locality, placeNameIn(knownArea.city, locale)].filter(Boolean).join(', ')} -{' '}
              {knownArea.pincode}
            </p>
          </div>
        </div>
        <Button onClick={() => setEditing('known-area')} className="shrink-0">
          {seller_address_add_flat_button()}
        </Button>
      </div>
    );
  } else if (addresses.data.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <MapPin className="size-8 text-slate-400" aria-hidden />
        <p className="font-medium text-slate-700">{seller_addresses_none()}</p>
      </div>
    );
  } else if (selection) {
    list = (
      <RadioGroup.Root
        aria-label={title}
        value={selection.value === null ? '' : String(selection.value)}
        onValueChange={(value) => selection.onChange(Number(value))}
        className="flex flex-col gap-3"
      >
        {addresses.data.map((address) => (
          <div
            key={address.id}
            className="flex items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-3 transition-colors has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50/60"
          >
            <label
              htmlFor={`pickup-address-${address.id}`}
              className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 py-1"
            >
              <RadioGroup.Item
                id={`pickup-address-${address.id}`}
                value={String(address.id)}
                aria-label={`${addressTypeLabel(address.address_type)}: ${formatAddress(address, locale)}`}
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 bg-white data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
              </RadioGroup.Item>
              <AddressBody address={address} />
            </label>
            {actions(address)}
          </div>
        ))}
      </RadioGroup.Root>
    );
  } else {
    list = (
      <ul className="flex flex-col gap-3">
        {addresses.data.map((address) => (
          <li
            key={address.id}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <div className="flex min-w-0 flex-1 py-1">
              <AddressBody address={address} />
            </div>
            {actions(address)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {seller_address_add_title()}
        </Button>
      </div>
      {list}
      {editing !== null ? (
        <AddressFormDialog
          customerId={customerId}
          address={editing === 'new' || editing === 'known-area' ? null : editing}
          prefill={editing === 'known-area' ? knownArea : null}
          onClose={() => setEditing(null)}
          {...(onSaved ? { onSaved } : {})}
        />
      ) : null}
      {deleting !== null ? (
        <DeleteAddressDialog
          customerId={customerId}
          addressId={deleting}
          onClose={() => setDeleting(null)}
          {...(onDeleted ? { onDeleted } : {})}
        />
      ) : null}
    </section>
  );
}
