/** What a part of "Mein Konto" shows, announced, while its data load. */
export function LoadingNote() {
  return (
    <p className="text-slate-600" role="status">
      Wird geladen …
    </p>
  );
}
