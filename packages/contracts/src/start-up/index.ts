/**
 * @workbench/contracts/start-up: checks of the answers the portal reads before and during sign-in
 * (config.json, the settings file, the server's dictionaries, the sign-in answer, failure
 * envelopes) that need no zod, so that the sign-in page downloads none. Everything else the sign-in
 * page needs comes from the main entry, whose zod-free modules (paths, limits, languages…) a bundler
 * takes alone: the package declares no side effects, so a module none of whose exports is used is
 * left out.
 */
export type { Check, CheckIssue, CheckResult } from './check';
export * from './start-up-checks';
