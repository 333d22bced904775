import { readFileSync } from 'node:fs';

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Samples a process's resident memory until stopped; returns the highest value seen. */
export function sampleResident(pid: number, everyMs = 25) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // the process ended; keep the peak seen so far
    }
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return peak;
    },
  };
}

export const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

export { freePort } from '../tests/support/server-process';
