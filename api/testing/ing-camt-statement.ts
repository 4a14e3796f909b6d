/** A credit transfer inside an ING statement: amount in cents, the payer, the remittance text. */
export interface IngTransfer {
  amount: number;
  party: string;
  remittance: string;
  reference: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function transaction(transfer: IngTransfer) {
  return `
          <TxDtls>
            <Refs>
              <AcctSvcrRef>${transfer.reference}</AcctSvcrRef>
              <EndToEndId>NOTPROVIDED</EndToEndId>
            </Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${euros(transfer.amount)}</Amt></TxAmt></AmtDtls>
            <BkTxCd>
              <Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn>
              <Prtry><Cd>NTRF+166+00931</Cd><Issr>DK</Issr></Prtry>
            </BkTxCd>
            <RltdPties>
              <Dbtr><Nm>${transfer.party}</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>${transfer.remittance}</Ustrd></RmtInf>
          </TxDtls>`;
}

/**
 * A camt.053.001.02 statement as ING (DE, BIC INGDDEFFXXX) exports it: the `Document` declares
 * `xmlns:xsi` and `xmlns:xsd` before the default namespace, the first booking is a batch booking
 * (Sammelgutschrift: one `Ntry` with `Btch` and a `TxDtls` per transfer), the second a single credit.
 */
export function ingBatchStatement(day: string, batch: IngTransfer[], single: IngTransfer) {
  const total = batch.reduce((sum, transfer) => sum + transfer.amount, 0);
  return `<?xml version="1.0" encoding="utf-8"?>
<Document xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>INGDDEFFXXX-${day}-0001</MsgId>
      <CreDtTm>${day}T23:59:12.000+01:00</CreDtTm>
      <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
    </GrpHdr>
    <Stmt>
      <Id>DE40500105175417326474-${day}</Id>
      <ElctrncSeqNb>112</ElctrncSeqNb>
      <CreDtTm>${day}T23:59:12.000+01:00</CreDtTm>
      <FrToDt><FrDtTm>${day}T00:00:00.000+01:00</FrDtTm><ToDtTm>${day}T23:59:59.000+01:00</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>DE40500105175417326474</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Ownr><Nm>Fensterbau Nord GmbH</Nm></Ownr>
        <Svcr><FinInstnId><BIC>INGDDEFFXXX</BIC></FinInstnId></Svcr>
      </Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">12500.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>${day}</Dt></Dt>
      </Bal>
      <TxsSummry>
        <TtlNtries><NbOfNtries>2</NbOfNtries></TtlNtries>
      </TxsSummry>
      <Ntry>
        <Amt Ccy="EUR">${euros(total)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>ING-${day}-SAMMEL-0001</AcctSvcrRef>
        <BkTxCd>
          <Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn>
          <Prtry><Cd>NTRF+166+00931</Cd><Issr>DK</Issr></Prtry>
        </BkTxCd>
        <NtryDtls>
          <Btch><NbOfTxs>${batch.length}</NbOfTxs><TtlAmt Ccy="EUR">${euros(total)}</TtlAmt><CdtDbtInd>CRDT</CdtDbtInd></Btch>${batch.map(transaction).join('')}
        </NtryDtls>
        <AddtlNtryInf>SAMMEL-GUTSCHRIFT</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">${euros(single.amount)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${single.reference}</AcctSvcrRef>
        <BkTxCd>
          <Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn>
          <Prtry><Cd>NTRF+166+00931</Cd><Issr>DK</Issr></Prtry>
        </BkTxCd>
        <NtryDtls>${transaction(single)}
        </NtryDtls>
        <AddtlNtryInf>GUTSCHRIFT</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
