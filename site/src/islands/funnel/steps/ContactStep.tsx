import type { FunnelDraft } from '../../../stores/funnel.ts';
import { TextArea, TextField } from '../../ui/Field.tsx';

type ContactField = 'vorname' | 'nachname' | 'email' | 'telefon' | 'nachricht' | 'website';

interface ContactStepProps {
  draft: FunnelDraft;
  errors: Record<string, string>;
  onChange: (field: ContactField, value: string) => void;
}

/** Step 6: contact data, plus the hidden trap field that only bots fill in. */
export function ContactStep({ draft, errors, onChange }: ContactStepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Vorname"
        required
        autoComplete="given-name"
        value={draft.vorname}
        error={errors.vorname}
        onChange={(event) => onChange('vorname', event.target.value)}
      />
      <TextField
        label="Nachname"
        required
        autoComplete="family-name"
        value={draft.nachname}
        error={errors.nachname}
        onChange={(event) => onChange('nachname', event.target.value)}
      />
      <TextField
        label="E-Mail"
        required
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <TextField
        label="Telefon (optional)"
        type="tel"
        autoComplete="tel"
        value={draft.telefon}
        error={errors.telefon}
        onChange={(event) => onChange('telefon', event.target.value)}
      />
      <div className="sm:col-span-2">
        <TextArea
          label="Nachricht (optional)"
          rows={4}
          value={draft.nachricht}
          error={errors.nachricht}
          hint="Gibt es etwas, das wir vorab wissen sollten?"
          onChange={(event) => onChange('nachricht', event.target.value)}
        />
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
