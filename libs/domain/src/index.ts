export * from './kinds.js';
export * from './roles.js';
export * from './envelope.js';
export * from './errors.js';
export * from './messages/catalogue.js';
