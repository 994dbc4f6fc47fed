import { fieldMessage } from '@phonix/shared/field-messages';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * Checks a react-hook-form form with its schema at once, in the press that submits it: each field the schema
 * refuses gets its first message (through `translate`, as `translated` gives them), and the first of them the
 * focus. react-hook-form's own check (handleSubmit, trigger) answers a tick later, so its errors are drawn
 * whenever the page next gets to it; a form checked here first shows them as the press ends, and nothing is
 * sent. `names` checks only some fields (a form's first step). True when the fields are all right.
 */
export function checkNow<T extends FieldValues>(
  form: UseFormReturn<T>,
  schema: ZodType,
  translate: (english: string) => string = fieldMessage,
  names?: readonly Path<T>[],
): boolean {
  form.clearErrors(names as Path<T>[] | undefined);
  const result = schema.safeParse(form.getValues());
  if (result.success) return true;
  const refused = new Set<string>();
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    if (refused.has(name) || (names && !names.includes(name as Path<T>))) continue;
    form.setError(
      name as Path<T>,
      { message: translate(issue.message) },
      { shouldFocus: refused.size === 0 },
    );
    refused.add(name);
  }
  return refused.size === 0;
}
