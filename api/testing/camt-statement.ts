/** A booking for a test statement: amount in cents (positive), credit or debit, and what the bank adds. */
export interface TestBooking {
  amount: number;
  credit?: boolean;
  day: string;
  reference?: string;
  remittance?: string[];
  party?: string;
  endToEndId?: string;
  /** BkTxCd Domn/Fmly as the ISO codes, e.g. ['PMNT', 'RCDT', 'ESCT'] or a charge ['PMNT', 'CCRD', 'CHRG']. */
  code?: [string, string, string];
  /** The German business transaction code in BkTxCd/Prtry, e.g. 'NTRF+166+000'. */
  gvc?: string;
  reversal?: boolean;
  booked?: boolean;
  currency?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A CAMT.053 bank statement as German banks export it (DFÜ-Abkommen Anlage 3): Document/BkToCstmrStmt/
 * Stmt/Ntry with the namespace of `version` (2 … 8). From version 4 on, the status is Sts/Cd; from 8 on,
 * a party's name is in Pty/Nm.
 */
export function camtStatement(version: number, bookings: TestBooking[], iban = 'DE02120300000000202051') {
  const status = (booked: boolean) =>
    version >= 4 ? `<Sts><Cd>${booked ? 'BOOK' : 'PDNG'}</Cd></Sts>` : `<Sts>${booked ? 'BOOK' : 'PDNG'}</Sts>`;
  const party = (name: string) => (version >= 8 ? `<Pty><Nm>${escape(name)}</Nm></Pty>` : `<Nm>${escape(name)}</Nm>`);
  const entries = bookings.map((booking) => {
    const credit = booking.credit ?? true;
    const [domain, family, subFamily] = booking.code ?? ['PMNT', credit ? 'RCDT' : 'ICDT', 'ESCT'];
    const role = credit ? 'Dbtr' : 'Cdtr';
    return `
      <Ntry>
        <Amt Ccy="${booking.currency ?? 'EUR'}">${euros(booking.amount)}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        ${booking.reversal ? '<RvslInd>true</RvslInd>' : ''}
        ${status(booking.booked ?? true)}
        <BookgDt><Dt>${booking.day}</Dt></BookgDt>
        <ValDt><Dt>${booking.day}</Dt></ValDt>
        ${booking.reference === '' ? '' : `<AcctSvcrRef>${escape(booking.reference ?? `REF-${booking.day}-${booking.amount}`)}</AcctSvcrRef>`}
        <BkTxCd>
          <Domn><Cd>${domain}</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn>
          <Prtry><Cd>${booking.gvc ?? (credit ? 'NTRF+166+000' : 'NTRF+116+000')}</Cd><Issr>DK</Issr></Prtry>
        </BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${escape(booking.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${euros(booking.amount)}</Amt></TxAmt></AmtDtls>
            ${booking.party ? `<RltdPties><${role}>${party(booking.party)}</${role}></RltdPties>` : ''}
            <RmtInf>${(booking.remittance ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join('')}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.0${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>camt53-test</MsgId><CreDtTm>2026-11-26T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>2026-11-26T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-25</Dt></Dt></Bal>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
