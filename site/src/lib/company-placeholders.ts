import type { PublicCompanyProfile } from '#features/settings/contract/company.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Replaces {{key}} with the company data's value; an unknown key fails the build instead of shipping a typo. */
export function fillCompanyPlaceholders(company: PublicCompanyProfile, text: string, source = 'Markdown'): string {
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

/**
 * Sätteri mdast plugin: legal pages write company data as {{key}} in text and link targets, so it comes
 * from "Einstellungen → Firma" (ADR 040) and the Markdown stays readable. `digest` is the data's
 * fingerprint: Astro keeps rendered Markdown in its content cache and renders it anew only when its
 * configuration (this plugin included) changed, so changed company data must change the configuration.
 */
export function companyPlaceholdersPlugin(company: PublicCompanyProfile, digest: string) {
  const fill = (node: object, key: 'value' | 'url', context: Context) => {
    const text = (node as Record<string, unknown>)[key];
    if (typeof text !== 'string' || !text.includes('{{')) return;
    context.setProperty(node, key, fillCompanyPlaceholders(company, text, context.fileURL?.pathname));
  };
  return {
    name: 'company-placeholders',
    digest,
    text: (node: object, context: Context) => fill(node, 'value', context),
    link: (node: object, context: Context) => fill(node, 'url', context),
  };
}
