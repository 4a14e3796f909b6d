/**
 * Loads the modules named on the command line, one after another, and prints as JSON which of them built
 * an Intl formatter while loading (the module named by the constructor's caller, so a module that only
 * imports such a module is not blamed). scripts/formatters-on-first-use.test.ts runs it in a Node of its
 * own, so no module is loaded already.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const formatters = [
  'NumberFormat',
  'DateTimeFormat',
  'RelativeTimeFormat',
  'Collator',
  'PluralRules',
  'ListFormat',
  'DisplayNames',
  'Segmenter',
];
const thisFile = fileURLToPath(import.meta.url);
const built: Record<string, string[]> = {};

/** The module whose code called the constructor: the first frame of the stack outside this file. */
function caller(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames
    .map((line) => /\((file:\/\/[^)]+?):\d+:\d+\)|at (file:\/\/\S+?):\d+:\d+/.exec(line))
    .find((match) => {
      const url = match?.[1] ?? match?.[2];
      return url !== undefined && fileURLToPath(url) !== thisFile;
    });
  const url = frame?.[1] ?? frame?.[2];
  return url ? fileURLToPath(url) : 'unbekannt';
}

const intl = Intl as unknown as Record<string, object>;
for (const name of formatters) {
  const original = intl[name]!;
  const record = () => (built[caller()] ??= []).push(name);
  intl[name] = new Proxy(original, {
    construct(target, args, newTarget) {
      record();
      return Reflect.construct(target as new (...args: unknown[]) => object, args, newTarget);
    },
    apply(target, self, args) {
      record();
      return Reflect.apply(target as (...args: unknown[]) => unknown, self, args);
    },
  });
}

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
console.log(JSON.stringify(built));
