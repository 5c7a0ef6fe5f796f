export * from './workflow.js';
