/** PostgreSQL's URL inside `pg_virtualenv` (the PG* variables it sets), or null outside it. */
export function pgVirtualenvUrl(env = process.env) {
  const { PGUSER, PGPASSWORD, PGHOST, PGPORT, PGDATABASE } = env;
  if (!PGHOST || !PGPORT) return null;
  const host = PGHOST === 'localhost' ? '127.0.0.1' : PGHOST;
  return `postgres://${encodeURIComponent(PGUSER ?? 'postgres')}:${encodeURIComponent(PGPASSWORD ?? '')}@${host}:${PGPORT}/${PGDATABASE ?? 'postgres'}`;
}
