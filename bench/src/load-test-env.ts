/**
 * The servers of the load measurements run with a general rate limit far above its default: they
 * drive one account (or, for the hubs, one client address) harder on purpose than the default of
 * 1,200 calls a minute allows — about 5,000 calls a second. The limiter still runs on every call,
 * so its cost is part of what is measured.
 */
export const LOAD_TEST_ENV: Readonly<Record<string, string>> = { RATE_LIMIT_MAX: '1000000000' };
