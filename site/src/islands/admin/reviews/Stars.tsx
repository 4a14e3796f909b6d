/** "★★★☆☆" for the eye, "3 von 5 Sternen" for a screen reader. */
export function Stars({ stars }: { stars: number | null }) {
  if (stars === null) return <span>–</span>;
  return (
    <span role="img" aria-label={`${stars} von 5 Sternen`} className="whitespace-nowrap text-amber-600">
      {'★'.repeat(stars)}
      <span className="text-slate-300">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}
