/*
 * The sub-applications' half of the host bridge and their call to the platform, shared by every
 * demo sub-application (apps/*): imported as "@workbench/contracts/app-bridge", browser code only.
 * typing-target.ts is also the portal's, whose scanner input follows the same rule.
 */
export * from './bridge-config';
export * from './host-bridge';
export * from './host-context-fixture';
export * from './host-session';
export * from './initial-language';
export * from './platform-api-error';
export * from './post-to-platform';
export * from './scan-listener';
export * from './typing-target';
