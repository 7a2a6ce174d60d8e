import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the shared schema) is fetched on first use, for
 * a customer form, which paints before zod has arrived (decision 0175). Validation is asynchronous in
 * react-hook-form anyway; the first one waits for the download, the next ones do not.
 * `preload()` starts the download early (after the first paint).
 */
export function lazyResolver<T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
): Resolver<T, C, O> & { preload(): void } {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const get = () => {
    loading ??= load().catch((err: unknown) => {
      // A failed download (network) is tried again at the next validation.
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const resolver: Resolver<T, C, O> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
