/*
 * Test helpers for the sub-applications, imported as "@workbench/app-kit/testing" from tests and
 * vitest setup files only (they import vitest).
 */
export { hostContext, SUZHOU_ID } from '@workbench/contracts/app-bridge';
export * from './cleanup';
export * from './dictionary-problems';
export * from './fake-host-session';
