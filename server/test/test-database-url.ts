/** The PostgreSQL server the tests may use; each test app creates (and drops) its own database there. */
export function postgresTestUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** The Redis server the several-instance tests use; each test keeps to channels of its own prefix. */
export function redisTestUrl(): string {
  return process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
}
