import type { HTMLAttributes } from 'react';
import { agreementPoints, TERMS_CONFIRM_LABEL } from '#features/quotes/contract/acceptance.ts';
import { CheckboxField } from './Field.tsx';

interface AgreedQuote {
  number: string;
  version: number;
  totals: { gross: number };
  depositPercent: number;
  /** The quote carries the BEG EM funding condition (ADR 063): the points say so above the button. */
  fundingCondition: boolean;
}

/** What the customer agrees to by accepting the quote, in plain words, one point an item. */
export function AgreementPoints({ quote, ...list }: { quote: AgreedQuote } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...list}>
      {agreementPoints({
        numberLabel: quote.number,
        version: quote.version,
        gross: quote.totals.gross,
        depositPercent: quote.depositPercent,
        fundingCondition: quote.fundingCondition,
      }).map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** The box that confirms the terms, required before the acceptance is sent. */
export function TermsConfirmation({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return <CheckboxField label={TERMS_CONFIRM_LABEL} checked={checked} error={error} onChange={(event) => onChange(event.target.checked)} />;
}
