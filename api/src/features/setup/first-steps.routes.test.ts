import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { productCategoryAssignments, productLines, productOptions, products } from '../../platform/db/schema.ts';
import { defaultCompany } from '../settings/contract/company-defaults.ts';
import { saveCompany } from '../settings/current-company.ts';
import { enterTestCompany, testCompany } from '../../../testing/test-company.ts';
import { firstStepsDone, firstStepsIntro } from './contract/first-steps.ts';

const test = adminTestApiForFile();

describe('GET /api/admin/first-steps', () => {
  it('reports what an empty installation lacks, and is done once company, line and product exist', async () => {
    // A fresh installation's company data are placeholders: saving them as they are does not count.
    await saveCompany(test.db, defaultCompany, test.adminName);
    const seeded = await test.call('GET', '/api/admin/first-steps');
    expect(seeded.status).toBe(200);
    expect(seeded.body.company).toBe(false);
    expect(seeded.body.products).toBeGreaterThan(0);
    // Beside the demo catalogue the guide does not call the catalogue empty.
    expect(firstStepsIntro(seeded.body)).not.toContain('leer');

    await test.db.delete(productOptions);
    await test.db.delete(productCategoryAssignments);
    await test.db.delete(products);
    await test.db.delete(productLines);
    const empty = await test.call('GET', '/api/admin/first-steps');
    expect(empty.body).toEqual({ company: false, productLines: 0, products: 0 });
    expect(firstStepsDone(empty.body)).toBe(false);
    expect(firstStepsIntro(empty.body)).toBe('Der Katalog ist noch leer. So machen Sie die Website startklar:');

    // One placeholder left (the sample IBAN) keeps the step open.
    await saveCompany(test.db, { ...testCompany, iban: defaultCompany.iban }, test.adminName);
    expect((await test.call('GET', '/api/admin/first-steps')).body.company).toBe(false);
    await enterTestCompany(test.db);
    const line = await test.call('POST', '/api/admin/product-lines', { name: 'Erste Linie' });
    expect(line.status).toBe(201);
    const afterLine = await test.call('GET', '/api/admin/first-steps');
    expect(afterLine.body).toEqual({ company: true, productLines: 1, products: 0 });
    expect(firstStepsDone(afterLine.body)).toBe(false);
  });
});
