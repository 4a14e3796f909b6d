import type { Database } from '../../platform/db/client.ts';
import type { MailAttachment } from '../../platform/db/schema.ts';
import type { OrderWithQuote } from '../orders/order-json.ts';
import { currentCompany } from '../settings/current-company.ts';
import { readAcceptanceImage } from './acceptance-files.ts';
import { acceptancePdf } from './acceptance-pdf.ts';
import type { AcceptanceJson } from './contract/acceptance.ts';

/** File names of the record's images: each defect's photos (by defect id) and the two signatures. */
export interface AcceptanceFiles {
  photos: Map<number, string[]>;
  customerSignature: string | null;
  fitterSignature: string | null;
}

/** The Abnahmeprotokoll of an order as PDF bytes, its images read from the data folder. */
export async function renderAcceptance(
  db: Database,
  uploadDir: string,
  order: OrderWithQuote,
  acceptance: AcceptanceJson,
  files: AcceptanceFiles,
): Promise<Buffer> {
  const read = (name: string | null) => (name ? readAcceptanceImage(uploadDir, order.id, name) : Promise.resolve(null));
  const photos = new Map<number, Buffer[]>();
  for (const [defectId, names] of files.photos) {
    const images = await Promise.all(names.map(read));
    photos.set(
      defectId,
      images.filter((image): image is Buffer => image !== null),
    );
  }
  return acceptancePdf({
    company: await currentCompany(db),
    orderNumber: order.orderNumber,
    customer: { name: order.customerName, company: order.customerCompany, address: order.billingAddress ?? order.installationAddress },
    installationAddress: order.installationAddress,
    lines: order.lines,
    acceptance,
    photos,
    signatures: { customer: await read(files.customerSignature), fitter: await read(files.fitterSignature) },
  });
}

export const protocolFilename = (orderNumber: string) => `Abnahmeprotokoll-${orderNumber}.pdf`;

export const pdfAttachment = (orderNumber: string, pdf: Buffer): MailAttachment => ({
  filename: protocolFilename(orderNumber),
  contentType: 'application/pdf',
  contentBase64: pdf.toString('base64'),
});
