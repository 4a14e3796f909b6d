import { fail } from '../../platform/http/request-errors.ts';
import { camtEntries, type StatementEntry } from './camt-entries.ts';
import { MAX_STATEMENT_BYTES } from './contract/bank-statement-schemas.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { XmlRefused } from './xml-tree.ts';
import { isZip, zipXmlFiles, ZipRefused } from './zip-entries.ts';

/** All of a ZIP's statements unpacked together may hold this much. */
const MAX_UNPACKED_BYTES = 5 * MAX_STATEMENT_BYTES;

/**
 * The entries of an uploaded file: one CAMT.053 document, or a ZIP of several (banks export a day's or
 * an account's statements that way). Anything else is a German 400.
 */
export function statementEntries(bytes: Buffer): StatementEntry[] {
  try {
    if (!isZip(bytes)) return camtEntries(utf8(bytes));
    const files = zipXmlFiles(bytes, MAX_STATEMENT_BYTES, MAX_UNPACKED_BYTES);
    if (files.length === 0) fail(400, m.noStatements);
    return files.flatMap((file) => camtEntries(utf8(file.bytes)));
  } catch (error) {
    if (error instanceof XmlRefused || error instanceof ZipRefused) fail(400, error.message);
    throw error;
  }
}

/** Strict UTF-8 (CAMT is UTF-8 by the standard): a file in another encoding is not a statement. */
function utf8(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new XmlRefused(m.notCamt);
  }
}
