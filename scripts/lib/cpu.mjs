import { readFileSync } from 'node:fs';

/**
 * CPU time (ms) a process has used so far, user and system, from /proc (Linux; clock ticks at
 * USER_HZ 100); null when the process is gone or there is no /proc. Unlike a rate, it hardly
 * moves when other work shares the cores.
 */
export function cpuTimes(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return null;
  }
}

/** User + system CPU time (ms) of a process so far; null when it is gone. */
export function cpuMs(pid) {
  const times = cpuTimes(pid);
  return times && times.user + times.system;
}
