import { readSheet } from './dist/modules/transfer/import-items/read-sheet.js';
const file = process.argv[2];
for (let k = 0; k < 4; k++) {
let t = Date.now(); let n = 0; let first = 0;
const cpu0 = process.cpuUsage();
for await (const row of readSheet(file)) { if (n++ === 0) first = Date.now() - t; }
const cpu = process.cpuUsage(cpu0);
console.log('child rows', n, 'first', first, 'ms, total', Date.now() - t, 'ms; parent cpu', Math.round((cpu.user+cpu.system)/1000), 'ms');
}
