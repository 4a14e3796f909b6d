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

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
