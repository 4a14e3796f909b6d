/** A form's own "Speichern", disabled and saying so while the request runs. */
export function SaveButton({ sending }: { sending: boolean }) {
  return (
    <button type="submit" className="btn-primary" disabled={sending}>
      {sending ? 'Wird gespeichert...' : 'Speichern'}
    </button>
  );
}
