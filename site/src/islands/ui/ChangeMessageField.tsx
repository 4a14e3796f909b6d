import { TextArea } from './Field.tsx';
import { CHANGE_MESSAGE_MAX_LENGTH } from './use-change-request.ts';

/** The customer's message of a change request to a quote (useChangeRequest's `field`). */
export function ChangeMessageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextArea
      label="Ihre Nachricht"
      required
      rows={4}
      maxLength={CHANGE_MESSAGE_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
