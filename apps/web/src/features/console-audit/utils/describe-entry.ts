import { DEDUCTION_LABELS } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { type AuditEntry, STAFF_ROLE_LABELS } from '@phonix/shared/staff-api';

/** One value that changed: 'Get Upto price', '₹52,000', '₹48,000'. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/**
 * An audit entry as people read it: a sentence ('Asha (operations) changed Get Upto price of Apple iPhone 15
 * (128GB) from ₹52,000 to ₹48,000') and, when several values changed, one line per value.
 */
export interface EntryDescription {
  /** 'Asha (operations)'. */
  who: string;
  /** The rest of the sentence after who. */
  what: string;
  /** 'Get Upto price from ₹52,000 to ₹48,000', when more than one value changed (or was given). */
  lines: string[];
}

const money = (value: unknown) => (typeof value === 'number' ? formatINR(value) : show(value));
const percent = (value: unknown) => (typeof value === 'number' ? `${value}%` : show(value));

/** How each stored field is named and shown (rupees in Indian format, visibility in words). */
const FIELDS: Record<string, { label: string; format: (value: unknown) => string }> = {
  rate: { label: 'Get Upto price', format: money },
  minimum_offer: { label: 'minimum offer', format: money },
  rounding_step: { label: 'rounding step', format: money },
  hidden: {
    label: 'visibility',
    format: (value) => (value === true ? 'hidden' : value === false ? 'shown' : show(value)),
  },
  name: { label: 'name', format: (value) => (typeof value === 'string' ? `“${value}”` : show(value)) },
  color: { label: 'colour', format: (value) => show(value) },
  release_year: { label: 'release year', format: (value) => show(value) },
  series_id: { label: 'series', format: (value) => (typeof value === 'number' ? `#${value}` : show(value)) },
  photo_sha256: {
    label: 'photo',
    format: (value) => (value === null || value === undefined ? 'the drawing' : 'an uploaded photo'),
  },
};
/** Identifiers and sizes, not changes a person made. */
const SKIPPED = new Set(['id', 'slug', 'code', 'brand_id', 'model_id', 'bytes', 'created_at', 'updated_at']);

function show(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return JSON.stringify(value);
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The values that differ between before and after, named and formatted; a new object lists what it was given. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = record(before);
  const now = record(after);
  const changes: FieldChange[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (SKIPPED.has(key)) continue;
    if (key === 'deductions') {
      const fromDeductions = record(was[key]);
      const toDeductions = record(now[key]);
      for (const code of new Set([...Object.keys(fromDeductions), ...Object.keys(toDeductions)])) {
        if (fromDeductions[code] === toDeductions[code]) continue;
        changes.push({
          field: `deduction for ${(DEDUCTION_LABELS[code] ?? code).toLowerCase()}`,
          from: before === null ? '–' : percent(fromDeductions[code]),
          to: percent(toDeductions[code]),
        });
      }
      continue;
    }
    if (JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    const field = FIELDS[key] ?? { label: key.replaceAll('_', ' '), format: show };
    changes.push({
      field: field.label,
      from: before === null ? '–' : field.format(was[key]),
      to: after === null ? '–' : field.format(now[key]),
    });
  }
  return changes;
}

const fromTo = (change: FieldChange) =>
  change.from === '–'
    ? `${change.field}: ${change.to}`
    : `${change.field} from ${change.from} to ${change.to}`;

/** What the console's other writes did, said as a verb before their object. */
const VERBS: Record<string, string> = {
  'staff.sign_in': 'signed in as',
  'staff.totp_enrol': 'set up an authenticator app for',
  'staff.change_password': 'changed the password of',
  'staff.reset_password': 'issued a new password for',
  'staff.reset_totp': 'reset the authenticator app of',
  'staff.recover': 'recovered the account of',
  'contact.handled': 'marked handled',
  'contact.reopened': 'reopened',
  'enquiry.contact_viewed': 'viewed the contact details of',
  'dealer_register.exported': 'exported the dealer register',
  'order.assigned': 'gave a partner',
  'order.cancelled': 'cancelled',
  'order.out_for_pickup': 'marked out for pickup',
  'order.receipt_downloaded': 'downloaded the receipt of',
  'order.rescheduled': 'rescheduled',
  'order.returned_to_pool': 'returned to the pool',
  'order.revised_offer_approved': 'approved the raised price of',
  'order.revised_offer_declined': 'declined the raised price of',
  'order.seller_mobile_revealed': "revealed the seller's number of",
  'outbox.resent': 'sent again',
  'outbox.retried': 'retried',
  'partner.activated': 'reactivated',
  'partner.suspended': 'suspended',
  'partner.pincodes_changed': 'changed the pincodes of',
  'partner_request.approved': 'approved',
  'partner_request.declined': 'declined',
};

/** Who did it: the staff member's name and role, a server script, or the stored e-mail. */
function whoOf(entry: AuditEntry): string {
  if (entry.actor_name && entry.actor_role) {
    return `${entry.actor_name} (${STAFF_ROLE_LABELS[entry.actor_role].toLowerCase()})`;
  }
  if (entry.actor.startsWith('script:')) return `The server script ${entry.actor.slice('script:'.length)}`;
  return entry.actor;
}

const list = (value: unknown) =>
  Array.isArray(value) ? value.map((item) => show(item)).join(', ') : show(value);
const quoted = (value: unknown) => (typeof value === 'string' && value ? `“${value}”` : '');
const count = (value: unknown, one: string, many: string) =>
  typeof value === 'number' ? `${value.toLocaleString('en-IN')} ${value === 1 ? one : many}` : many;

/**
 * Entries said as a whole sentence of their own (issue 31: "Asha approved Ravi Mobiles for 500081, 500084"),
 * from the values the entry stored; undefined falls back to the general wording below.
 */
const SENTENCES: Record<
  string,
  (entry: AuditEntry, target: string) => Omit<EntryDescription, 'who'> | undefined
> = {
  'partner_request.approved': (entry, target) => {
    const partner = record(record(entry.after).partner);
    const shop = typeof partner.shop_name === 'string' ? partner.shop_name : target;
    const pincodes = list(partner.pincodes);
    return { what: `approved ${shop}${pincodes === '–' ? '' : ` for ${pincodes}`}`, lines: [] };
  },
  'partner_request.declined': (entry, target) => {
    const reason = quoted(record(entry.after).decline_reason);
    return { what: `declined the partner request of ${target}${reason ? `: ${reason}` : ''}`, lines: [] };
  },
  'partner.pincodes_changed': (entry, target) => ({
    what: `changed the pincodes of ${target} from ${list(record(entry.before).pincodes)} to ${list(record(entry.after).pincodes)}`,
    lines: [],
  }),
  'order.seller_mobile_revealed': (entry, target) => {
    const after = record(entry.after);
    return {
      what: `was shown the seller's number (${show(after.seller_mobile)}) of ${target}, because ${quoted(after.reason) || 'no reason given'}`,
      lines: [],
    };
  },
  'enquiry.contact_viewed': (_entry, target) => ({
    what: `was shown the contact details of ${target}`,
    lines: [],
  }),
  'orders.exported': (entry) => {
    const after = record(entry.after);
    const filters = record(after.filters);
    const said = Object.entries(filters).map(([key, value]) => `${key.replaceAll('_', ' ')} ${show(value)}`);
    return {
      what: `exported ${count(after.orders, 'order', 'orders')} as CSV${said.length > 0 ? ` (${said.join(', ')})` : ''}`,
      lines: [],
    };
  },
  'dealer_register.exported': (entry) => {
    const after = record(entry.after);
    const reason = quoted(after.reason);
    return {
      what: `exported the dealer register from ${show(after.from)} to ${show(after.to)} (${count(after.purchases, 'purchase', 'purchases')})${reason ? `, because ${reason}` : ''}`,
      lines: [],
    };
  },
  'order.assigned': (entry, target) => {
    const after = record(entry.after);
    return typeof after.partner_name === 'string'
      ? { what: `gave ${target} to ${after.partner_name}`, lines: [] }
      : undefined;
  },
  'price_upload.applied': (entry) => {
    const after = record(entry.after);
    return {
      what: `uploaded Get Upto prices: ${count(after.changed, 'variant', 'variants')} changed${
        typeof after.file_name === 'string' ? ` from ${after.file_name}` : ''
      }`,
      lines: [],
    };
  },
};

export function describeEntry(entry: AuditEntry): EntryDescription {
  const who = whoOf(entry);
  const target =
    entry.entity_label ??
    (entry.action === 'audit.revert'
      ? 'a change'
      : `${entry.entity_type.replaceAll('_', ' ')}${entry.entity_id ? ` #${entry.entity_id}` : ''}`);
  /** 'of Apple iPhone 15 (128GB)', 'in the pricing rules'. */
  const of = target === 'the pricing rules' ? 'in the pricing rules' : `of ${target}`;
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  if (entry.action === 'model.photo_upload') return { who, what: `uploaded a photo of ${target}`, lines: [] };
  if (entry.action === 'model.photo_remove')
    return { who, what: `removed the photo of ${target}`, lines: [] };
  const changes = fieldChanges(entry.before, entry.after);
  const [only] = changes;
  if (verb === 'create') {
    return { who, what: `added ${target}`, lines: changes.map(fromTo) };
  }
  if (entry.action === 'audit.revert') {
    const reverted = `reverted entry #${entry.entity_id}`;
    if (changes.length === 1 && only) {
      return {
        who,
        what: `${reverted}: ${only.field} ${of} from ${only.from} back to ${only.to}`,
        lines: [],
      };
    }
    return { who, what: `${reverted} ${of}`, lines: changes.map(fromTo) };
  }
  if (verb === 'update') {
    if (changes.length === 1 && only) {
      return { who, what: `changed ${only.field} ${of} from ${only.from} to ${only.to}`, lines: [] };
    }
    if (changes.length === 0) return { who, what: `saved ${target} without changing anything`, lines: [] };
    return { who, what: `changed ${target}`, lines: changes.map(fromTo) };
  }
  const sentence = SENTENCES[entry.action]?.(entry, target);
  if (sentence) return { who, ...sentence };
  const said = VERBS[entry.action];
  // Signing in, or changing one's own password, is about oneself: the name is said once.
  const self = entry.entity_type === 'staff' && entry.entity_id === String(entry.staff_id);
  if (said === 'signed in as' && self) return { who, what: 'signed in', lines: changes.map(fromTo) };
  return {
    who,
    what: said
      ? `${said} ${self ? 'their own account' : target}`
      : `${entry.action.replaceAll(/[._]/g, ' ')}: ${target}`,
    lines: changes.map(fromTo),
  };
}

/** The whole entry as one line of text (a toast, a test). */
export function entrySentence(entry: AuditEntry): string {
  const { who, what, lines } = describeEntry(entry);
  return lines.length === 0 ? `${who} ${what}` : `${who} ${what}: ${lines.join('; ')}`;
}
