#!/usr/bin/env node
// node scripts/check-docs.mjs (the last step of `npm run lint`): the docs against the tree.
//   - README.md's tables of api modules and console features name every folder of
//     apps/api/src/modules and apps/console/src/features, and nothing else;
//   - decisions are numbered once each (docs/decisions/NNNN-….md, titled "# NNNN …");
//   - every decision the code or the docs cite exists (docs/decisions/NNNN…, "decision NNNN"), and
//     every file of the repository they name (a decision names the files of its time: not checked);
//   - code cites decisions and docs, never an issue number (a decision's own context may).
// Prints each problem and exits 1 if there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => path.relative(root, p);
const problems = [];

const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** The first cells (`name`) of the markdown table whose header row starts with `| heading |`. */
function tableNames(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${heading} |`));
  if (start < 0) return null;
  const names = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cell = /^\|\s*`([^`]+)`/.exec(line);
    if (cell) names.push(cell[1]);
  }
  return names;
}

function checkTable(readme, heading, dir) {
  const named = tableNames(readme, heading);
  if (!named) return problems.push(`README.md: no table headed "| ${heading} |" (one row per folder of ${dir})`);
  const onDisk = folders(dir);
  for (const f of onDisk.filter((f) => !named.includes(f)))
    problems.push(`README.md: ${dir}/${f} has no row in the "${heading}" table`);
  for (const f of named.filter((f) => !onDisk.includes(f)))
    problems.push(`README.md: the "${heading}" table names ${f}, which is not a folder of ${dir}`);
}

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
checkTable(readme, 'api module', 'apps/api/src/modules');
checkTable(readme, 'console feature', 'apps/console/src/features');

// Decisions: one file per number, titled with it.
const decisionsDir = path.join(root, 'docs', 'decisions');
const decisions = new Map();
for (const file of readdirSync(decisionsDir).filter((f) => f.endsWith('.md'))) {
  const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(file)?.[1];
  if (!number) {
    problems.push(`docs/decisions/${file}: not named NNNN-words.md`);
    continue;
  }
  if (decisions.has(number)) problems.push(`docs/decisions: ${decisions.get(number)} and ${file} share the number ${number}`);
  else decisions.set(number, file);
  const title = readFileSync(path.join(decisionsDir, file), 'utf8').split('\n', 1)[0];
  if (!title.startsWith(`# ${number} `)) problems.push(`docs/decisions/${file}: its title does not start with "# ${number} "`);
}

// Citations, in every text file we write.
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', '.bench', 'coverage', 'test-results', 'samples']);
const TEXT = /\.(ts|tsx|mjs|js|cjs|md|json|yml|yaml|css|html)$|^(Dockerfile|run)$/;
function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name) || e.name === 'package-lock.json') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (TEXT.test(e.name) && statSync(p).size < 2_000_000) yield p;
  }
}

const CITED_FILE = /docs\/decisions\/(\d{4})(-[a-z0-9-]+\.md)?/g;
// A file of the repository named in a comment or a doc (a placeholder or a file to be written is not).
const CITED_PATH = /(?<![\w./-])(?:apps|libs|migrations|scripts|test|docs|deploy)\/[\w./-]+\.(?:ts|tsx|mjs|js|md|json)\b/g;
const CITED_NUMBERS = /\bdecisions? ((?:\d{4}(?:,? (?:and )?)?)+)/gi;
const ISSUE = /\bissues? #?\d+/i;
for (const file of files(root)) {
  const name = rel(file);
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${name}:${i + 1}`;
    for (const [, number, rest] of line.matchAll(CITED_FILE)) {
      if (!decisions.has(number)) problems.push(`${at}: cites docs/decisions/${number}, which does not exist`);
      else if (rest && decisions.get(number) !== `${number}${rest}`)
        problems.push(`${at}: cites docs/decisions/${number}${rest}; the decision is ${decisions.get(number)}`);
    }
    if (!name.startsWith('docs/decisions/') && !line.includes('(new')) {
      for (const [cited] of line.matchAll(CITED_PATH)) {
        if (!existsSync(path.join(root, cited))) problems.push(`${at}: names ${cited}, which does not exist`);
      }
    }
    for (const [, list] of line.matchAll(CITED_NUMBERS)) {
      for (const number of list.match(/\d{4}/g)) {
        if (!decisions.has(number)) problems.push(`${at}: cites decision ${number}, which does not exist`);
      }
    }
    // A decision's context may say which issue asked for it; code and the other docs cite decisions.
    if (!name.startsWith('docs/decisions/') && ISSUE.test(line))
      problems.push(`${at}: cites an issue number; cite the decision or doc it means ("${ISSUE.exec(line)[0]}")`);
  });
}

if (problems.length > 0) {
  for (const p of problems) console.error(`check-docs: ${p}`);
  console.error(`check-docs: ${problems.length} problem(s): the docs no longer match the tree`);
  process.exit(1);
}
