/**
 * Who we are, as printed on the site (footer, top bar, contact page) and in the server's page metadata.
 * Every contact detail lives here once, so a change of number or address is one edit.
 */
export const COMPANY = {
  name: 'Phonix',
  legalName: 'Phonix Technologies Private Limited',
  /**
   * GST registration (Telangana, state code 36), printed on purchase receipts. The PAN inside it
   * (AAJCP7300K: a company, P for Phonix) and the check character follow the GSTIN rules.
   */
  gstin: '36AAJCP7300K1Z9',
  tagline: 'Sell your old or used mobile phone for instant cash',
  email: 'support@phonix.in',
  /** The sender of the e-mails the site sends. */
  noReplyEmail: 'no-reply@phonix.in',
  /** As printed. */
  phone: '+91 40 4852 7300',
  /** For tel: links. */
  phoneHref: '+914048527300',
  address: {
    street: '4th Floor, Cyber Towers, HITEC City',
    city: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    pincode: '500081',
    /** Cyber Towers, HITEC City: the contact page's map marker. */
    latitude: 17.4504,
    longitude: 78.3812,
  },
  website: 'https://www.phonix.in',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/phonix.in' },
    { network: 'instagram', url: 'https://www.instagram.com/phonix.in' },
    { network: 'x', url: 'https://x.com/phonix_in' },
    { network: 'youtube', url: 'https://www.youtube.com/@phonix_in' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/phonix-in' },
  ],
} as const;

export type SocialNetwork = (typeof COMPANY.social)[number]['network'];

/**
 * The networks' own names (brands: the same in every language); a link's name is a message around it
 * (`page_contact_social_link`, "{company} on {network}"), so a Hindi or Telugu page never reads "Phonix on ...".
 */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};
