import { useEffect, useEffectEvent, useState } from 'react';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { textBinder } from '../../ui/use-form.ts';

interface Props {
  open: boolean;
  title: string;
  initial: { name: string; description: string };
  saving: boolean;
  /** The server's messages per field, after a refused save. */
  errors: Record<string, string>;
  /** The blank-name message: "Kategoriename ist erforderlich" for product categories. */
  nameRequired: string;
  onSave: (values: { name: string; description: string }) => void;
  onClose: () => void;
}

/** Name and optional description: a product category, or a new option category (save waits for a name). */
export function CategoryDialog({ open, title, initial, saving, errors, nameRequired, onSave, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();

  // Each opening starts from what the dialog was opened with; a parent's new object while open does not.
  const startFromInitial = useEffectEvent(() => {
    setValues(initial);
    setNameError(undefined);
  });
  useEffect(() => {
    if (open) startFromInitial();
  }, [open]);

  const text = textBinder(values, setValues, errors);

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => {
        if (values.name.trim() === '') return setNameError(nameRequired);
        onSave({ name: values.name.trim(), description: values.description.trim() });
      }}
      sending={saving}
      submitDisabled={values.name.trim() === ''}
    >
      <TextField
        label="Name"
        required
        {...text('name')}
        error={nameError ?? errors.name}
        onBlur={() => setNameError(values.name.trim() === '' ? nameRequired : undefined)}
      />
      <TextArea label="Beschreibung (optional)" {...text('description')} />
    </FormDialog>
  );
}
