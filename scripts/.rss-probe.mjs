const mb = (n) => Math.round(n / 1048576);
const line = (label) => { global.gc(); const m = process.memoryUsage(); console.log(`${label}: rss ${mb(m.rss)} heap ${mb(m.heapUsed)} ext ${mb(m.external)} ab ${mb(m.arrayBuffers)}`); };
line('start');
for (const m of process.argv.slice(2)) { await import(m); line(m); }
