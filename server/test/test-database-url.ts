/** The PostgreSQL server the tests may use; each test app creates (and drops) its own database there. */
export function postgresTestUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}
