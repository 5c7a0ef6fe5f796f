// What npm start and npm run dev print once the API is up.
import { bold, green } from './processes.mjs';

export const DEMO_PASSWORD = 'Parkflow2026';
export const DEMO_ACCOUNTS = ['admin', 'reviewer', 'bank', 'bank2', 'operator', 'applicant'];

export function printReady({ url, lines = [] }) {
  const out = [
    '',
    green(bold(`  parkflow is running: ${url}`)),
    ...lines.map((l) => `  ${l}`),
    '',
    `  Demo accounts: ${DEMO_ACCOUNTS.map((u) => bold(u)).join(', ')}`,
    `  Password:      ${bold(DEMO_PASSWORD)}`,
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(out.join('\n'));
}
