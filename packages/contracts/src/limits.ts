/** Sizes and limits shared by portal and service (docs/api.md §1, docs/spec.md §9). */
export const LIMITS = {
  /** Names of things (users, roles, applications, folders): 1..128 characters. */
  nameMax: 128,
  /** Free text (descriptions, messages): at most 4000 characters. */
  freeTextMax: 4000,
  /** JSON bodies larger than this are answered 413. */
  bodyBytes: 1024 * 1024,
  /** File uploads larger than this are answered 413. */
  uploadBytes: 10 * 1024 * 1024,
  /** Paged lists: maxResultCount is 1..1000. */
  pageSizeMax: 1000,
  /** Tags are fetched in one page of this size (docs/spec.md §9). */
  tagPageSize: 100,
  /** Every portal call gives up after this many milliseconds (docs/spec.md §7). */
  callTimeoutMs: 50_000,
  /** Success notices stay this long (docs/spec.md §9). */
  successNoticeMs: 3_000,
  /** Real-time keep-alive (docs/spec.md §7). */
  keepAliveMs: 10_000,
} as const;

export const PRODUCT_VERSION = 'v5.0.5';
export const THEME_COLOR = '#006fff';
