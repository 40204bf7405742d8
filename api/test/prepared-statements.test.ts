/**
 * ADR 0016: on PostgreSQL every parameterised statement shape is prepared once per connection
 * (named after its text) and then only bound and executed; unparameterised queries keep the
 * simple protocol, and the names per connection are capped. Runs where DATABASE_URL is set.
 */
import pg from 'pg';
import { MAX_NAMED_STATEMENTS, PreparingClient, statementName } from '../src/infra/db/prepared-statements';

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describe('statementName', () => {
  it('is one name per text, a valid identifier', () => {
    const a = statementName('SELECT $1::int');
    expect(a).toBe(statementName('SELECT $1::int'));
    expect(a).not.toBe(statementName('SELECT $1::text'));
    expect(a).toMatch(/^sf_[A-Za-z0-9_-]{32}$/);
    expect(Buffer.byteLength(a)).toBeLessThanOrEqual(63);
  });
});

describeOnPostgres('PreparingClient on PostgreSQL', () => {
  let client: PreparingClient;
  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name')).rows;

  beforeEach(async () => {
    client = new PreparingClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterEach(async () => {
    await client.end();
  });

  it('prepares a parameterised statement once and reuses it, in every call form', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await client.query({ text, values: [2] })).rows).toEqual([{ next: 3 }]);
    expect((await client.query({ text, rowMode: 'array' }, [3])).rows).toEqual([[4]]);
    const names = await prepared();
    expect(names).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('leaves unparameterised queries, named ones and multi-statement scripts alone', async () => {
    await client.query('BEGIN');
    await client.query('SELECT 1; SELECT 2');
    await client.query('COMMIT');
    await client.query({ name: 'caller_named', text: 'SELECT $1::int AS n', values: [1] });
    expect((await prepared()).map((row) => row.name)).toEqual(['caller_named']);
  });

  it('reports errors as before, and a failed statement is prepared again on the next call', async () => {
    await expect(client.query('SELECT $1::int / 0', [1])).rejects.toThrow(/division by zero/);
    await expect(client.query('SELECT $1::int / 0', [2])).rejects.toThrow(/division by zero/);
    const unparsable = 'SELECT nonsense_column FROM pg_class WHERE oid = $1';
    await expect(client.query(unparsable, [1])).rejects.toThrow(/column "nonsense_column" does not exist/);
    await expect(client.query(unparsable, [1])).rejects.toThrow(/column "nonsense_column" does not exist/);
    // A shape first sent inside an aborted transaction is not taken as prepared afterwards.
    await client.query('BEGIN');
    await expect(client.query('SELECT $1::int / 0', [1])).rejects.toThrow(/division by zero/);
    await expect(client.query('SELECT $1::int * 2 AS twice', [1])).rejects.toThrow(/current transaction is aborted/);
    await client.query('ROLLBACK');
    expect((await client.query('SELECT $1::int * 2 AS twice', [4])).rows).toEqual([{ twice: 8 }]);
    expect((await client.query('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it(`names at most ${MAX_NAMED_STATEMENTS} shapes per connection; later shapes run unnamed`, async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i += 1) {
      expect((await client.query(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect(await prepared()).toHaveLength(MAX_NAMED_STATEMENTS);
    // A shape named before the cap is still reused.
    expect((await client.query('SELECT $1::int + 0 AS n', [5])).rows).toEqual([{ n: 5 }]);
    expect(await prepared()).toHaveLength(MAX_NAMED_STATEMENTS);
  });

  it('works as the pool client the API uses (pg.Pool with Client)', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, Client: PreparingClient, max: 1 });
    try {
      await pool.query('SELECT $1::int AS n', [1]);
      const rows = (await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE $1', ['sf_%']))
        .rows;
      expect(rows[0]?.count).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
