import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchFormInput, searchFormSchema } from '@phonix/shared/search-form';
import type { Resolver } from 'react-hook-form';

/** The header search's rule, loaded apart from the header: the first page carries no zod (decision 069). */
export const searchFormResolver: Resolver<SearchFormInput> = zodResolver(searchFormSchema);
