import { Truck, Wrench, CircleQuestionMark } from 'lucide-react';
import {
  installationChoices,
  installationLabels,
  timeframeLabels,
  timeframes,
  type InstallationChoice,
  type Timeframe,
} from '#shared/labels.ts';
import { ChoiceCard } from '../../ui/ChoiceCard.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';

const icons: Record<InstallationChoice, typeof Truck> = { ja: Wrench, nein: Truck, unsicher: CircleQuestionMark };

interface InstallationStepProps {
  plz: string;
  timeframe: Timeframe | null;
  installation: InstallationChoice | null;
  plzError?: string | undefined;
  onPlz: (value: string) => void;
  onTimeframe: (value: Timeframe | null) => void;
  onInstallation: (value: InstallationChoice) => void;
}

/**
 * Step 5. The montage choice advances by itself (300 ms), so it comes last: place and timeframe are
 * filled in before it.
 */
export function InstallationStep({ plz, timeframe, installation, plzError, onPlz, onTimeframe, onInstallation }: InstallationStepProps) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="PLZ / Ort"
          autoComplete="postal-code"
          value={plz}
          error={plzError}
          onChange={(event) => onPlz(event.target.value)}
        />
        <SelectField
          label="Zeitraum"
          value={timeframe ?? ''}
          onChange={(event) => onTimeframe((event.target.value || null) as Timeframe | null)}
        >
          <option value="">Bitte wählen</option>
          {timeframes.map((value) => (
            <option key={value} value={value}>
              {timeframeLabels[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">Montage gewünscht?</legend>
        <div role="group" aria-label="Montage" className="mt-3 grid gap-3 sm:grid-cols-3">
          {installationChoices.map((value) => {
            const Icon = icons[value];
            return (
              <ChoiceCard
                key={value}
                selected={installation === value}
                onSelect={() => onInstallation(value)}
                title={installationLabels[value]}
                icon={<Icon size={22} aria-hidden="true" />}
              />
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
