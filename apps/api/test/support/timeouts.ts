import { jest } from '@jest/globals';

// Each file starts the real product (its own database, migrations, argon2 logins): on a loaded
// 2-core machine a hook can take longer than jest's 5 s default. (A project's `testTimeout` is
// not honoured by jest-circus; only the global one or jest.setTimeout is.)
jest.setTimeout(30_000);
