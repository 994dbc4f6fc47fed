export {
  activePartnersServing,
  partnerLanguageByMobile,
  partnerRequestShopNames,
  partnerShopNames,
  partnerShopNamesByMobile,
  undecidedPartnerRequests,
} from './reads.ts';
