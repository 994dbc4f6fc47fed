import type { BreachDataKind } from '@phonix/shared/privacy-api';

export const DATA_KIND_LABELS: Record<BreachDataKind, string> = {
  mobile: 'Mobile numbers',
  name: 'Names',
  email: 'E-mail addresses',
  address: 'Pickup addresses',
  device_answers: 'Device answers',
  imei: 'IMEIs',
  id_details: 'ID type and last digits',
  payout_details: 'Payout details',
  order_history: 'Order history',
  sessions: 'Sign-in sessions',
};

/** '1 seller', '1,250 sellers'. */
export const sellersCount = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'seller' : 'sellers'}`;

/** '1 seller told', '12 sellers told'. */
export const sellersTold = (count: number) => `${count} ${count === 1 ? 'seller' : 'sellers'} told`;
