// Counts this page view for the operator's visitor figures (ADR 019): no cookie and no browser storage,
// only the path and the page the visitor came from. The server keeps a hash of address and browser made
// with a salt of the day, and nothing about bots. A failure is nobody's concern but the statistics'.
fetch('/api/visits', {
  method: 'POST',
  keepalive: true,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ path: location.pathname + location.search, referrer: document.referrer }),
}).catch(() => {});
