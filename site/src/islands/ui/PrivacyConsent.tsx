import { CheckboxField } from './Field.tsx';

interface PrivacyConsentProps {
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
  /** What the data is processed for, e.g. "meiner Anfrage". */
  purpose: string;
  /** The funnel and quote requests link /privacy; the contact form the full policy. */
  href?: '/privacy' | '/datenschutz';
}

/** The required consent to process a request's data, with the link to the privacy texts in a new tab. */
export function PrivacyConsent({ checked, error, onChange, purpose, href = '/privacy' }: PrivacyConsentProps) {
  const linkText = href === '/privacy' ? 'Datenschutzhinweise' : 'Datenschutzerklärung';
  return (
    <CheckboxField
      checked={checked}
      error={error}
      required
      onChange={(event) => onChange(event.target.checked)}
      label={
        <>
          Ich habe die{' '}
          <a href={href} target="_blank" className="font-medium text-brand-700 underline">
            {linkText}
            <span className="sr-only"> (öffnet in neuem Fenster)</span>
          </a>{' '}
          gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung {purpose} verarbeitet werden. *
        </>
      }
    />
  );
}
