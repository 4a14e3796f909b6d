import { describe, expect, it } from 'vitest';
import { companyProfile, publicCompanySettings } from '#features/settings/contract/company.ts';
import { defaultCompany } from '#features/settings/contract/company-defaults.ts';
import { companyPlaceholdersPlugin, fillCompanyPlaceholders } from './company-placeholders.ts';

const company = companyProfile(publicCompanySettings({ ...defaultCompany, city: 'Lüneburg', email: 'neu@example.de' }));

describe('company placeholders', () => {
  it('fills known keys from the company data it is given', () => {
    expect(fillCompanyPlaceholders(company, 'Anbieter: {{legalName}}, {{city}}')).toBe(`Anbieter: ${company.legalName}, Lüneburg`);
  });

  it('fails on an unknown key, naming it and the file; the bank details are no placeholder', () => {
    expect(() => fillCompanyPlaceholders(company, '{{firmenname}}', 'impressum.md')).toThrow(
      'Unbekannter Platzhalter {{firmenname}} in impressum.md',
    );
    expect(() => fillCompanyPlaceholders(company, '{{iban}}', 'impressum.md')).toThrow('Unbekannter Platzhalter {{iban}}');
  });

  it('fills text and link targets through the Markdown plugin, which carries the data’s digest', () => {
    const changes: [string, string][] = [];
    const context = { setProperty: (_node: object, key: string, value: string) => void changes.push([key, value]) };
    const plugin = companyPlaceholdersPlugin(company, 'abc123');
    plugin.text({ value: 'Mail an {{email}}' }, context);
    plugin.link({ url: 'mailto:{{email}}' }, context);
    plugin.text({ value: 'ohne Platzhalter' }, context);
    expect(changes).toEqual([
      ['value', 'Mail an neu@example.de'],
      ['url', 'mailto:neu@example.de'],
    ]);
    // Astro's content cache is keyed by the configuration: the digest in it makes changed data render anew.
    expect(JSON.stringify(plugin)).toContain('abc123');
  });
});
