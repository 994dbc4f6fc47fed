import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (zod and the shared schema module) loads when the form first
 * validates, or earlier through `preload` (a first keystroke), instead of with the page: a sign-in page
 * keeps zod off its first load (issue 35). The same shared schema validates, once loaded.
 */
export function lazyResolver<T extends FieldValues, C, R extends FieldValues = T>(
  load: () => Promise<Resolver<T, C, R>>,
): Resolver<T, C, R> & { preload: () => void } {
  let loading: Promise<Resolver<T, C, R>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // Tried again at the next validation (a phone that lost its signal for a moment).
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T, C, R> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
