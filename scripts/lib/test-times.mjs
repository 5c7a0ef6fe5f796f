// How long each part of `npm test` took, for its closing summary: the steps before jest (lint,
// build, typecheck…) as timed, and each jest project as the time its test files ran, read from
// jest's JSON results (one jest run: the projects share its workers, so their times overlap).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

const steps = [];

/** Runs fn and records how long it took under `name`. */
export async function timed(name, fn) {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    steps.push({ name, ms: Date.now() - t0 });
  }
}

/** Where each jest project's files live: the fixed start of each of its testMatch globs. */
async function projectRoots() {
  const { default: config } = await import(pathToFileURL(path.join(repoRoot, 'jest.config.js')).href);
  return config.projects.flatMap((p) =>
    p.testMatch.map((glob) => ({ name: p.displayName, root: glob.replace('<rootDir>', repoRoot).split('*')[0] })),
  );
}

/** Per jest project: the summed time of its files and the span from its first start to its last end. */
export async function projectTimes(results) {
  const roots = await projectRoots();
  const byProject = new Map();
  for (const r of results.testResults ?? []) {
    const name = roots.find((p) => r.name.startsWith(p.root))?.name ?? 'other';
    const t = byProject.get(name) ?? { name, files: 0, ms: 0, start: Infinity, end: 0 };
    t.files += 1;
    t.ms += Math.max(0, r.endTime - r.startTime);
    t.start = Math.min(t.start, r.startTime);
    t.end = Math.max(t.end, r.endTime);
    byProject.set(name, t);
  }
  return [...byProject.values()];
}

export const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

/** The lines of the summary: steps in order, then the projects, then the whole run. */
export function timeLines({ projects = [], jestMs = null, totalMs }) {
  const lines = steps.map((s) => `${s.name.padEnd(10)} ${seconds(s.ms)}`);
  for (const p of projects) {
    lines.push(
      `${p.name.padEnd(10)} ${seconds(p.ms)} in ${p.files} files (first start to last end: ${seconds(p.end - p.start)})`,
    );
  }
  if (jestMs !== null) lines.push(`${'jest'.padEnd(10)} ${seconds(jestMs)} (the projects above, side by side in its workers)`);
  lines.push(`${'total'.padEnd(10)} ${seconds(totalMs)}`);
  return lines;
}
