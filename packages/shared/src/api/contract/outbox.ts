import { z } from 'zod';
import {
  staffOutboxMessageResponseSchema,
  staffOutboxQuerySchema,
  staffOutboxResponseSchema,
} from '../../console-orders-api.ts';
import { fields } from '../../validation.ts';
import type { OUTBOX_ENDPOINTS } from '../endpoints/outbox.ts';
import type { ContractOf } from './common.ts';

const messageIdParams = z.object({ messageId: fields.id() });

/** What the endpoints of apps/server/src/modules/outbox take and answer (routes: ../endpoints/outbox.ts). */
export const OUTBOX_CONTRACT = {
  staffOutbox: {
    tags: ['console'],
    summary: 'Outbox messages by status (pending, failed or sent), newest first, recipients masked',
    query: staffOutboxQuerySchema,
    response: staffOutboxResponseSchema,
    errors: [],
  },
  staffRetryOutbox: {
    tags: ['console'],
    summary: 'Put a failed message back in the queue, due now (audited)',
    params: messageIdParams,
    response: staffOutboxMessageResponseSchema,
    errors: [404, 409],
  },
  staffResendNotification: {
    tags: ['console'],
    summary:
      'Send a sent or failed message again, as a new message with the same recipient and text (audited)',
    params: messageIdParams,
    response: staffOutboxMessageResponseSchema,
    errors: [404, 409],
  },
} as const satisfies ContractOf<typeof OUTBOX_ENDPOINTS>;
