import { company } from '#shared/company.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Replaces {{key}} with the company data's value; an unknown key fails the build instead of shipping a typo. */
export function fillCompanyPlaceholders(text: string, source = 'Markdown'): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => {
    const value = (company as Record<string, unknown>)[key];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Unbekannter Platzhalter {{${key}}} in ${source}`);
    }
    return String(value);
  });
}

interface Context {
  setProperty(node: object, key: string, value: string): void;
  fileURL?: URL | undefined;
}

const fill = (node: object, key: 'value' | 'url', context: Context) => {
  const text = (node as Record<string, unknown>)[key];
  if (typeof text !== 'string' || !text.includes('{{')) return;
  context.setProperty(node, key, fillCompanyPlaceholders(text, context.fileURL?.pathname));
};

/**
 * Sätteri mdast plugin: legal pages write company data as {{key}} in text and link targets, so it lives
 * in one data file (docs/architecture.md) and the Markdown stays readable.
 */
export const companyPlaceholdersPlugin = {
  name: 'company-placeholders',
  text: (node: object, context: Context) => fill(node, 'value', context),
  link: (node: object, context: Context) => fill(node, 'url', context),
};
