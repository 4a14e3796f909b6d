import type { FunnelDraft } from '../../../stores/funnel.ts';
import { EmailField, PhoneField } from '../../ui/ContactFields.tsx';
import { TextArea, TextField } from '../../ui/Field.tsx';

type ContactField = 'vorname' | 'nachname' | 'email' | 'telefon' | 'nachricht' | 'website';

interface ContactStepProps {
  draft: FunnelDraft;
  errors: Record<string, string>;
  onChange: (field: ContactField, value: string) => void;
}

/** Step 6: contact data, plus the hidden trap field that only bots fill in. */
export function ContactStep({ draft, errors, onChange }: ContactStepProps) {
  const bind = (field: ContactField) => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Vorname" required autoComplete="given-name" {...bind('vorname')} />
      <TextField label="Nachname" required autoComplete="family-name" {...bind('nachname')} />
      <EmailField {...bind('email')} />
      <PhoneField label="Telefon (optional)" {...bind('telefon')} />
      <div className="sm:col-span-2">
        <TextArea label="Nachricht (optional)" rows={4} hint="Gibt es etwas, das wir vorab wissen sollten?" {...bind('nachricht')} />
      </div>
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(event) => onChange('website', event.target.value)}
          />
        </label>
      </div>
    </div>
  );
}
