/**
 * A value made the first time it is asked for. For Intl formatters: building one costs a phone tens of
 * milliseconds of main thread the first time (ICU loads the locale's data). Made when a module loads,
 * it is a long task on every page that imports the module, also where nothing is ever formatted with
 * it: /shop paid 60 ms for the analytics screen's percent format (ADR 015, ADR 093).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
