/** A back-office screen that the back-office work replaces; until then it says so plainly. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="card" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">Dieser Bereich ist in Vorbereitung.</p>
    </section>
  );
}
