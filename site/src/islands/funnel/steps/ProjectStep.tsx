import { Building, CircleQuestionMark, Hammer, HousePlus } from 'lucide-react';
import { projectTypeHelp, projectTypeLabels, projectTypes, type ProjectType } from '#shared/labels.ts';
import { ChoiceCardGroup } from '../../ui/ChoiceCard.tsx';

const icons: Record<ProjectType, typeof Building> = { neubau: Building, sanierung: Hammer, anbau: HousePlus, unsicher: CircleQuestionMark };

function projectCard(type: ProjectType) {
  const Icon = icons[type];
  return { title: projectTypeLabels[type], description: projectTypeHelp[type], icon: <Icon size={24} aria-hidden="true" /> };
}

interface ProjectStepProps {
  value: ProjectType | null;
  error?: string | undefined;
  onChoose: (value: ProjectType) => void;
}

/** Step 1: one project type; choosing advances by itself after 300 ms. */
export function ProjectStep({ value, error, onChoose }: ProjectStepProps) {
  return (
    <div>
      <ChoiceCardGroup label="Projektart" values={projectTypes} selected={value} onSelect={onChoose} card={projectCard} />
      {error && (
        <p className="mt-3 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
