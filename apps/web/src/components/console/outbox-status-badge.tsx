import {
  type OutboxMessage,
  type OutboxStatus,
  RECIPIENT_ROLE_LABELS,
} from '@phonix/shared/console-orders-api';
import { Badge } from './badge.tsx';

const look: Record<OutboxStatus, { tone: 'neutral' | 'good' | 'warn' | 'bad' | 'brand'; label: string }> = {
  pending: { tone: 'warn', label: 'Pending' },
  sending: { tone: 'brand', label: 'Sending' },
  sent: { tone: 'good', label: 'Sent' },
  failed: { tone: 'bad', label: 'Failed' },
};

/** An SMS's or e-mail's state in the outbox. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { tone, label } = look[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** 'order_accepted' -> 'Order accepted': a template's code in words. */
export function templateLabel(template: string): string {
  const words = template.replace(/[_.-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : template;
}

export const CHANNEL_LABELS: Record<string, string> = { sms: 'SMS', email: 'E-mail' };

/**
 * Whom a message went to: whose number it is (seller, partner, team; the seller's name or the partner's
 * shop) above the masked number, so two masked numbers that look alike are never taken for one another.
 */
export function OutboxRecipient({ message }: { message: OutboxMessage }) {
  const role = message.recipient_role ? RECIPIENT_ROLE_LABELS[message.recipient_role] : null;
  const who = [role, message.recipient_name].filter(Boolean).join(' · ');
  return (
    <span data-testid="outbox-recipient">
      {who ? <span className="block text-xs font-semibold text-slate-700">{who}</span> : null}
      <span className="tabular-nums">{message.recipient}</span>
    </span>
  );
}

/** The recipient in words for screen readers' button labels: 'Partner Quick Mobiles XXXXXX3210'. */
export function recipientWords(message: OutboxMessage): string {
  const role = message.recipient_role ? RECIPIENT_ROLE_LABELS[message.recipient_role] : null;
  return [role, message.recipient_name, message.recipient].filter(Boolean).join(' ');
}
