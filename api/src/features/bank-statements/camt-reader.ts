import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { berlinDay } from '../../shared/dates.ts';
import { CAMT_053, digest, entryOf, type StatementEntry } from './camt-entries.ts';
import { MAX_STATEMENT_ENTRIES } from './contract/bank-statement-schemas.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { XmlRefused, type XmlElement } from './xml-tree.ts';

/** Bytes parsed in one turn of the event loop: a few milliseconds of work, then other requests go first. */
const CHUNK_BYTES = 16 * 1024;
const MAX_DEPTH = 64;
/** Where a booking stands: Document/BkToCstmrStmt/Stmt/Ntry. */
const ENTRY_PATH = ['Document', 'BkToCstmrStmt', 'Stmt', 'Ntry'];

/**
 * Reads the bookings of one upload's CAMT.053 documents (one XML file, or each file of a ZIP in turn)
 * with saxes, a streaming parser: the text is decoded and parsed in chunks, and the event loop turns
 * between them, so a large statement never holds up the other requests. Only a booking's own elements
 * are kept as a small tree until it is read; the document as a whole is never held. Refused: a DOCTYPE
 * (so no entity is ever defined or expanded: no billion laughs, no external entities), any entity but
 * XML's five, nesting deeper than 64, a file that is not strict UTF-8, more than MAX_STATEMENT_ENTRIES
 * bookings in the upload, and a root that is not a `Document` in a camt.053.001.02–08 namespace with
 * `BkToCstmrStmt` – whatever the order of its namespace declarations.
 */
export class CamtReader {
  readonly entries: StatementEntry[] = [];
  /** How often each booking without a bank reference occurred in this upload (see referenceOf). */
  private readonly unreferenced = new Map<string, number>();
  private readonly today: string;

  constructor(now = new Date()) {
    this.today = berlinDay(now);
  }

  async read(bytes: Uint8Array): Promise<void> {
    const parser = new SaxesParser({ xmlns: true, position: false });
    const path: string[] = [];
    let booking: XmlElement[] = [];
    let statements = false;
    parser.on('doctype', () => {
      throw new XmlRefused(m.notCamt);
    });
    parser.on('opentag', (tag: SaxesTagNS) => {
      if (path.length === 0 && (tag.local !== 'Document' || !CAMT_053.test(tag.uri))) throw new XmlRefused(m.notCamt);
      path.push(tag.local);
      if (path.length > MAX_DEPTH) throw new XmlRefused(m.notCamt);
      if (path.length === 2 && tag.local === 'BkToCstmrStmt') statements = true;
      const inBooking = booking.length > 0 || (path.length === ENTRY_PATH.length && path.every((name, at) => name === ENTRY_PATH[at]));
      if (!inBooking) return;
      const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]));
      const element: XmlElement = { name: tag.local, attributes, children: [], text: '' };
      booking.at(-1)?.children.push(element);
      booking.push(element);
    });
    parser.on('text', (text) => {
      const element = booking.at(-1);
      if (element) element.text += text;
    });
    parser.on('cdata', (text) => {
      const element = booking.at(-1);
      if (element) element.text += text;
    });
    parser.on('closetag', () => {
      path.pop();
      const element = booking.pop();
      if (element && booking.length === 0) this.add(element);
    });
    parser.on('error', (error) => {
      throw error;
    });

    const decoder = new TextDecoder('utf-8', { fatal: true });
    try {
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        parser.write(decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true }));
        await nextTurn();
      }
      parser.write(decoder.decode());
      parser.close();
    } catch (error) {
      // The parser's own errors (not well-formed, an unknown entity, bad UTF-8) are English and technical.
      throw error instanceof XmlRefused ? error : new XmlRefused(m.notCamt);
    } finally {
      booking = [];
    }
    if (!statements) throw new XmlRefused(m.notCamt);
  }

  private add(element: XmlElement) {
    if (this.entries.length >= MAX_STATEMENT_ENTRIES) throw new XmlRefused(m.tooManyEntries(MAX_STATEMENT_ENTRIES));
    this.entries.push(entryOf(element, this.today, (booking) => this.referenceOf(booking)));
  }

  /**
   * Identical bookings without a bank reference (same day, amount, payer and text) are distinct
   * bookings all the same: the second of them in the upload gets a digest of its own, and the same
   * file uploaded again gives the same digests, so nothing is stored twice. The first keeps the digest
   * without a count, as earlier imports stored it.
   */
  private referenceOf(booking: unknown[]) {
    const first = digest(booking);
    const seen = this.unreferenced.get(first) ?? 0;
    this.unreferenced.set(first, seen + 1);
    return seen === 0 ? first : digest([...booking, seen + 1]);
  }
}
