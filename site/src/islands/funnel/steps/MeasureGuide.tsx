/**
 * Where to measure, drawn (issue 48): the window seen from outside with the frame's width A and height B,
 * and from inside the clear opening between the reveals, C × D. A picture says it faster than a paragraph.
 */
export function MeasureGuide() {
  return (
    <figure className="grid gap-2 rounded-xl bg-slate-50 p-3">
      <svg viewBox="0 0 320 190" className="h-auto w-full max-w-sm" role="img" aria-labelledby="measure-guide-title">
        <title id="measure-guide-title">
          A: Breite des Rahmens außen, B: Höhe des Rahmens außen, C: lichte Breite innen zwischen den Laibungen, D: lichte Höhe innen
        </title>
        <defs>
          <marker id="measure-arrow" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 L6 3 L0 6 z" fill="#1e3a5f" />
          </marker>
        </defs>
        <text x="70" y="14" fontSize="11" textAnchor="middle" fill="#334155">
          außen
        </text>
        <rect x="25" y="40" width="90" height="120" fill="#e2e8f0" stroke="#1e3a5f" strokeWidth="3" />
        <rect x="35" y="50" width="70" height="100" fill="#dbeafe" stroke="#1e3a5f" />
        <line x1="25" y1="28" x2="115" y2="28" stroke="#1e3a5f" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
        <text x="70" y="24" fontSize="12" fontWeight="700" textAnchor="middle" fill="#1e3a5f">
          A
        </text>
        <line x1="12" y1="40" x2="12" y2="160" stroke="#1e3a5f" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
        <text x="6" y="104" fontSize="12" fontWeight="700" textAnchor="middle" fill="#1e3a5f">
          B
        </text>
        <text x="235" y="14" fontSize="11" textAnchor="middle" fill="#334155">
          innen
        </text>
        <rect x="175" y="30" width="120" height="140" fill="#f1f5f9" stroke="#64748b" />
        <rect x="190" y="45" width="90" height="110" fill="#dbeafe" stroke="#1e3a5f" strokeDasharray="4 3" />
        <line x1="190" y1="100" x2="280" y2="100" stroke="#b45309" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
        <text x="235" y="95" fontSize="12" fontWeight="700" textAnchor="middle" fill="#b45309">
          C
        </text>
        <line x1="235" y1="45" x2="235" y2="155" stroke="#b45309" markerStart="url(#measure-arrow)" markerEnd="url(#measure-arrow)" />
        <text x="245" y="130" fontSize="12" fontWeight="700" fill="#b45309">
          D
        </text>
      </svg>
      <figcaption className="text-sm text-slate-700">
        Messen Sie außen den Rahmen an der breitesten und höchsten Stelle (A × B) und innen die lichte Öffnung zwischen den Laibungen (C ×
        D), jeweils in Millimetern. Ein Maß, das Sie nicht erreichen, lassen Sie einfach leer.
      </figcaption>
    </figure>
  );
}
