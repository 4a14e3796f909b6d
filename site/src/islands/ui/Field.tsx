import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlClass =
  'mt-1 block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 ' +
  'aria-[invalid=true]:border-red-700';

/** What a field takes from its form: `useForm`'s `bind(key)`, or the same by hand. */
export type FieldBinding = Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { error?: string | undefined };

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

function Frame({ id, label, error, hint, required, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div>
      {/* The asterisk stands beside the label, not in it: the field's accessible name stays the label. */}
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true">*</span>}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One field's id, its frame's props and the attributes that tie its control to the label, hint and error
 * for assistive technology.
 */
function useField({ label, error, hint, required }: FieldFrame) {
  const id = useId();
  return {
    frame: { id, label, error, hint, required },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      'aria-required': required || undefined,
    },
  };
}

export function TextField({ label, error, hint, required, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = useField({ label, error, hint, required });
  return (
    <Frame {...frame}>
      <input {...input} {...control} className={`${controlClass} border-slate-300`} />
    </Frame>
  );
}

export function TextArea({ label, error, hint, required, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control } = useField({ label, error, hint, required });
  return (
    <Frame {...frame}>
      <textarea {...input} {...control} className={`${controlClass} min-h-28 border-slate-300`} />
    </Frame>
  );
}

export function SelectField({ label, error, hint, required, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const { frame, control } = useField({ label, error, hint, required });
  return (
    <Frame {...frame}>
      <select {...select} {...control} className={`${controlClass} border-slate-300`}>
        {children}
      </select>
    </Frame>
  );
}

/** A select of fixed values shown by their labels, at "Bitte wählen" while none is chosen. */
export function ChoiceField<Value extends string>({
  choices,
  labels,
  ...select
}: FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { choices: readonly Value[]; labels: Record<Value, string> }) {
  return (
    <SelectField {...select}>
      <option value="">Bitte wählen</option>
      {choices.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: { label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 ml-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
