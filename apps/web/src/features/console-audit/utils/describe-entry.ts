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
  const said = VERBS[entry.action];
  if (entry.action === 'dealer_register.exported')
    return { who, what: said ?? '', lines: changes.map(fromTo) };
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
