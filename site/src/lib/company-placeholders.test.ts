import { describe, expect, it } from 'vitest';
import { company } from '#shared/company.ts';
import { companyPlaceholdersPlugin, fillCompanyPlaceholders } from './company-placeholders.ts';

describe('company placeholders', () => {
  it('fills known keys from the company data', () => {
    expect(fillCompanyPlaceholders('Anbieter: {{legalName}}, {{city}}')).toBe(`Anbieter: ${company.legalName}, ${company.city}`);
  });

  it('fails on an unknown key, naming it and the file', () => {
    expect(() => fillCompanyPlaceholders('{{firmenname}}', 'impressum.md')).toThrow(
      'Unbekannter Platzhalter {{firmenname}} in impressum.md',
    );
  });

  it('fills text and link targets through the Markdown plugin', () => {
    const changes: [string, string][] = [];
    const context = { setProperty: (_node: object, key: string, value: string) => void changes.push([key, value]) };
    companyPlaceholdersPlugin.text({ value: 'Mail an {{email}}' }, context);
    companyPlaceholdersPlugin.link({ url: 'mailto:{{email}}' }, context);
    companyPlaceholdersPlugin.text({ value: 'ohne Platzhalter' }, context);
    expect(changes).toEqual([
      ['value', `Mail an ${company.email}`],
      ['url', `mailto:${company.email}`],
    ]);
  });
});
