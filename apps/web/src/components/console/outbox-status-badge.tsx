import type { OutboxStatus } from '@phonix/shared/console-orders-api';
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
