import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

/** Samples a process's resident memory until stopped; returns the peak seen. */
export function sampleResidentMemory(pid: number, intervalMs = 20) {
  let peakMb = residentMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peakMb, residentMb(pid));
    },
  };
}
