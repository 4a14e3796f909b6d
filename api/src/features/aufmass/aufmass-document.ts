import type { Database } from '../../platform/db/client.ts';
import type { leads } from '../../platform/db/schema.ts';
import { currentCompany } from '../settings/current-company.ts';
import { customerOfLead } from '../quotes/quote-customer.ts';
import { recipientLines } from '../quotes/contract/quote-customer.ts';
import { aufmassPhotos } from './aufmass-files.ts';
import { aufmassPdf } from './aufmass-pdf.ts';
import type { AufmassJson } from './contract/aufmass.ts';

type Lead = typeof leads.$inferSelect;

/** The Aufmaßprotokoll of a lead's Aufmaß as PDF bytes, its photos read from the data folder. */
export async function renderAufmass(db: Database, uploadDir: string, lead: Lead, aufmass: AufmassJson): Promise<Buffer> {
  const folder = aufmassPhotos(uploadDir);
  const photos = new Map<number, Buffer[]>();
  for (const [index, opening] of aufmass.openings.entries()) {
    const images = await Promise.all(opening.photos.map((name) => folder.read(lead.id, name)));
    photos.set(
      index,
      images.filter((image): image is Buffer => image !== null),
    );
  }
  const customer = await customerOfLead(db, lead, null);
  return aufmassPdf({
    company: await currentCompany(db),
    reference: lead.reference,
    customer: {
      name: customer.customerName,
      lines: recipientLines({ company: customer.customerCompany, name: customer.customerName, address: customer.customerAddress }),
    },
    aufmass,
    photos,
  });
}

export const aufmassFilename = (reference: string, version: number) => `Aufmassprotokoll-${reference}-V${version}.pdf`;
