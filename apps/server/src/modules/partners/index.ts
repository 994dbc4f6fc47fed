export { partnerContacts, partnerIdsByMobile, partnersPersonalData } from './personal-data.ts';
export type { PartnerShop } from './reads.ts';
export { partnerShopsOf } from './reads.ts';
export { shopNameOf } from './reads.ts';
export type { PurchaseReceipts } from './purchase-receipts.ts';
export { usePurchaseReceipts } from './purchase-receipts.ts';
