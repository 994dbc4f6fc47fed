import { z } from 'zod';
import { SEARCH_FORM_FIELD } from './routes.ts';

/**
 * The header's search box (SPEC 2): any text, trimmed; an empty box sends nothing. Kept apart from
 * search.ts, which the catalog pages load without zod.
 */
export const searchFormSchema = z.object({ [SEARCH_FORM_FIELD]: z.string().trim().min(1) });
export type SearchFormInput = z.input<typeof searchFormSchema>;
