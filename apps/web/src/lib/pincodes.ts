import type { PincodeEntry } from '@phonix/shared/account-api';
import { seller_pincode_city_first } from '@phonix/shared/messages/seller_pincode_city_first';
import { seller_pincode_placeholder } from '@phonix/shared/messages/seller_pincode_placeholder';
import { seller_pincodes_load_failed } from '@phonix/shared/messages/seller_pincodes_load_failed';
import { changedCity, chosenPincode, type PincodeFields, typedPincode } from '@phonix/shared/pincode-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { endpointQuery } from './api-client.ts';

/** The pincodes of a served city, by its name; a failed load toasts (SPEC 8). */
export function usePincodes(cityName: string) {
  const query = useQuery({
    ...endpointQuery('pincodes', { params: { city: cityName } }),
    select: (response) => response.pincodes,
    enabled: cityName !== '',
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) toast.error(seller_pincodes_load_failed(), { id: 'pincodes-failed' });
  }, [query.isError]);
  return query;
}

interface PincodeFieldOptions {
  /** The form's city now. */
  city: string;
  /** Sets one of the form's values (react-hook-form's setValue). */
  setValue: (name: keyof PincodeFields, value: string, options?: { shouldValidate?: boolean }) => void;
  /** The pincode already chosen (editing an address). */
  initialText?: string;
}

/**
 * A form's pincode field, by the rules of packages/shared/src/pincode-rules.ts (SPEC 5): the props of the
 * PincodeCombobox, and what the city select must do when it changes. The checkout and address forms both
 * use this, so the rules live in one place.
 */
export function usePincodeField({ city, setValue, initialText = '' }: PincodeFieldOptions) {
  const pincodes = usePincodes(city);
  const [text, setText] = useState(initialText);
  const entries: readonly PincodeEntry[] = pincodes.data ?? [];

  const apply = (values: Partial<PincodeFields>) => {
    for (const [name, value] of Object.entries(values) as [keyof PincodeFields, string][]) {
      // A value filled in is checked at once (clearing an error shown for it); a cleared one waits for submit.
      setValue(name, value, { shouldValidate: value !== '' });
    }
  };

  const typed = text.trim();
  return {
    /** Post offices sharing the pincode in the field (a whole pincode typed takes the first of them). */
    localitiesOfPincode: entries.filter((entry) => entry.pincode === typed).length,
    /** For the city select's onChange. */
    onCityChange: () => {
      setText('');
      apply(changedCity());
    },
    combobox: {
      text,
      entries,
      loading: pincodes.isFetching,
      disabled: city === '',
      placeholder: String(city === '' ? seller_pincode_city_first() : seller_pincode_placeholder()),
      onTextChange: (typed: string) => {
        setText(typed);
        apply(typedPincode(typed, entries, city));
      },
      onSelect: (entry: PincodeEntry) => {
        setText(entry.pincode);
        apply(chosenPincode(entry, city));
      },
    },
  };
}
