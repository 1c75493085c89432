/**
 * For a confirmation's promise: the HTTP client has already shown the failure, and the dialog
 * only needs to know the action has ended.
 */
export function ignoreFailure(): void {}
