import type { Context } from 'hono';
import { quotePdfFilename, renderQuotePdf } from './quote-pdf.ts';
import type { QuoteRow } from './quote-json.ts';

/** The quote's PDF as a download, for the back office and for its customer. */
export async function pdfAnswer(c: Context, quote: QuoteRow) {
  const pdf = await renderQuotePdf(quote);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${quotePdfFilename(quote)}"`,
    'Cache-Control': 'no-store',
  });
}
