import { Truck, Wrench, CircleQuestionMark } from 'lucide-react';
import {
  installationChoices,
  installationLabels,
  timeframeLabels,
  timeframes,
  type InstallationChoice,
  type Timeframe,
} from '#shared/labels.ts';
import { ChoiceCardGroup } from '../../ui/ChoiceCard.tsx';
import { ChoiceField, TextField } from '../../ui/Field.tsx';

const icons: Record<InstallationChoice, typeof Truck> = { ja: Wrench, nein: Truck, unsicher: CircleQuestionMark };

function installationCard(value: InstallationChoice) {
  const Icon = icons[value];
  return { title: installationLabels[value], icon: <Icon size={22} aria-hidden="true" /> };
}

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
        <ChoiceField
          label="Zeitraum"
          choices={timeframes}
          labels={timeframeLabels}
          value={timeframe ?? ''}
          onChange={(event) => onTimeframe((event.target.value || null) as Timeframe | null)}
        />
      </div>
      <ChoiceCardGroup
        legend="Montage gewünscht?"
        label="Montage"
        wide
        values={installationChoices}
        selected={installation}
        onSelect={onInstallation}
        card={installationCard}
      />
    </div>
  );
}
