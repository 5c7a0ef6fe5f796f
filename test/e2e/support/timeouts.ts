import { jest } from '@jest/globals';

// Each file starts the built product (migrations, the demo seed) and Chromium: on a 2-core machine
// that runs another suite beside this one, that alone can take minutes. One budget for every test
// and hook of the browser suites, the net for a hang, never a check of speed.
jest.setTimeout(480_000);
