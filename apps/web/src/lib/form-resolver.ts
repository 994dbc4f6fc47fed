import { fieldMessage } from '@phonix/shared/field-messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose messages are in the page's language: the shared zod schemas (validation.ts,
 * handover.ts) keep their English texts for the server's answers, and every message they give the form is
 * passed through `translate` (field-messages.ts by default; handover-field-messages.ts for the payout forms).
 * English stays the schema's own text. Wrap each zodResolver: `resolver: translated(zodResolver(schema))`.
 */
export function translated<T extends FieldValues, C, R extends FieldValues = T>(
  resolver: Resolver<T, C, R>,
  translate: (english: string) => string = fieldMessage,
): Resolver<T, C, R> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors as FieldErrors, translate);
    return result;
  };
}

/** Rewrites every `message` of react-hook-form's nested errors in place (fields, arrays, `types`). */
function translateErrors(errors: Record<string, unknown>, translate: (english: string) => string): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || value === null || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string' && error.message) error.message = translate(error.message);
    translateErrors(value as Record<string, unknown>, translate);
  }
}
