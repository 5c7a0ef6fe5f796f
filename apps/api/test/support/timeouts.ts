import { jest } from '@jest/globals';

// Each file starts the real product (its own database, argon2 logins): on a 2-core machine that
// runs another suite beside this one a hook or a test can take many times what it takes alone.
// A timeout here is the net for a hang, never a check of speed (timing targets are benchmarks'):
// one budget for every test and hook, generous, rather than tight ones per test. (A project's
// `testTimeout` is not honoured by jest-circus; only the global one or jest.setTimeout is.)
jest.setTimeout(120_000);
