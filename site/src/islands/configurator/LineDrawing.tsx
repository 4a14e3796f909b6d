import type { OptionGroup } from '../../lib/catalogue.ts';
import { parseNumber } from '../../lib/parse-number.ts';
import type { ConfiguratorForm } from '../../stores/configurator.ts';
import { WindowDrawing } from '../ui/WindowDrawing.tsx';
import type { LineDraft } from './line.ts';

interface LineDrawingProps {
  groups: OptionGroup[];
  form: ConfiguratorForm;
  errors: LineDraft['errors'];
}

/** The window of the line being configured: its choices by category key, its sizes (cm here) in mm once valid. */
export function LineDrawing({ groups, form, errors }: LineDrawingProps) {
  const choices = Object.fromEntries(
    groups.flatMap((group) => {
      const choice = group.options.find((option) => option.id === form.choices[group.id]);
      return choice ? [[group.key, { label: choice.label, colorCode: choice.color_code }]] : [];
    }),
  );
  const millimetres = (text: string, error: string | undefined) => {
    const centimetres = parseNumber(text);
    return centimetres === null || error ? null : centimetres * 10;
  };
  return (
    <WindowDrawing
      className="rounded-xl bg-slate-50 p-4"
      widthMm={millimetres(form.width, errors.width)}
      heightMm={millimetres(form.height, errors.height)}
      choices={choices}
    />
  );
}
