import { fail } from '../../platform/http/request-errors.ts';
import { CamtReader } from './camt-reader.ts';
import type { StatementEntry } from './camt-entries.ts';
import { MAX_STATEMENT_BYTES } from './contract/bank-statement-schemas.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { XmlRefused } from './xml-tree.ts';
import { isZip, zipXmlFiles, ZipRefused } from './zip-entries.ts';

/** All of a ZIP's statements unpacked together may hold this much. */
const MAX_UNPACKED_BYTES = 5 * MAX_STATEMENT_BYTES;

/**
 * The entries of an uploaded file: one CAMT.053 document, or a ZIP of several (banks export a day's or
 * an account's statements that way), read one file after the other. Anything else is a German 400.
 */
export async function statementEntries(bytes: Buffer, now = new Date()): Promise<StatementEntry[]> {
  const reader = new CamtReader(now);
  try {
    if (!isZip(bytes)) await reader.read(bytes);
    else {
      const files = zipXmlFiles(bytes, MAX_STATEMENT_BYTES, MAX_UNPACKED_BYTES);
      if (files.length === 0) fail(400, m.noStatements);
      for (const file of files) await reader.read(await file.unpack());
    }
  } catch (error) {
    if (error instanceof XmlRefused || error instanceof ZipRefused) fail(400, error.message);
    throw error;
  }
  return reader.entries;
}
