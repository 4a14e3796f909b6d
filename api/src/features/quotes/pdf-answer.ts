import type { Context } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import { agreedDepositPercent } from '../settings/deposit-share.ts';
import { quotePdfFilename, renderQuotePdf } from './quote-pdf.ts';
import type { QuoteRow } from './quote-json.ts';

/** The quote's PDF as a download, for the back office and for its customer, with the share it was sent with. */
export async function pdfAnswer(c: Context, db: Database, quote: QuoteRow) {
  const pdf = await renderQuotePdf(quote, await agreedDepositPercent(db, quote));
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${quotePdfFilename(quote)}"`,
    'Cache-Control': 'no-store',
  });
}
