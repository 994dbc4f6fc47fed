import { useOrdersOfPartners } from '../partners/index.ts';
import { heldOrdersOf, returnHeldOrdersToPool } from './partner-suspension.ts';
import {
  completedOrderIdsOf,
  findPartnerOrderByRef,
  orderPurchaseFacts,
  partnerOrderCounts,
  partnerRechecks,
  partnerTakings,
} from './reads.ts';

/**
 * Gives the partners what they read of the orders and the suspension's rule (partners/orders-of-partners.ts):
 * at start-up (register.ts), and in a script that changes partners without the server (npm run partner:*).
 */
export function giveOrdersToPartners(): void {
  useOrdersOfPartners({
    orderPurchaseFacts,
    findPartnerOrderByRef,
    completedOrderIdsOf,
    partnerOrderCounts,
    heldOrdersOf,
    returnHeldOrdersToPool,
    partnerRechecks,
    partnerTakings,
  });
}
