/** Shown instead of the wizard while the operator has switched the shop off. */
export function MaintenanceNotice() {
  return (
    <section className="card border-amber-300 bg-amber-50 text-center" role="status">
      <h2 className="text-xl font-bold text-brand-900">Der Shop ist vorübergehend geschlossen</h2>
      <p className="mt-2 text-slate-700">
        Wegen Wartungsarbeiten können Sie gerade keine Konfigurationen speichern. Gern erstellen wir Ihnen in der Zwischenzeit ein
        persönliches Angebot.
      </p>
      <a href="/funnel" className="btn-primary mt-6">
        Angebot anfordern
      </a>
    </section>
  );
}
