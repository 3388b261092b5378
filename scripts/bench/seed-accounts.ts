import pg from 'pg';

/**
 * `count` accounts in one set-based INSERT, spread over two years, cities and countries, every
 * tenth one inactive: the shape the data-api and lists suites measure against. Seeding through
 * the API would take minutes for 100k rows; the figures are about reading them.
 */
export async function seedAccounts(
  client: pg.Client,
  schema: string,
  ownerId: string,
  count: number,
): Promise<void> {
  const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier('account')}`;
  await client.query(
    `
    INSERT INTO ${table} (name, accountnumber, industrycode, customertypecode, revenue, numberofemployees,
                          address1_city, address1_country, ownerid, createdby, modifiedby, createdon, modifiedon, statecode)
    SELECT 'Company ' || lpad(g::text, 6, '0'), 'ACC-' || lpad(g::text, 6, '0'), 1 + g % 12, 1 + g % 5,
           (g % 1000) * 1000.5, g % 500,
           (ARRAY['Bratislava','Brno','Vienna','Munich','Prague','Kosice','Graz','Linz'])[1 + g % 8],
           (ARRAY['Slovakia','Czech Republic','Austria','Germany'])[1 + g % 4],
           $1, $1, $1, now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day', (g % 10 = 0)::int
    FROM generate_series(1, $2::int) g`,
    [ownerId, count],
  );
}

/**
 * `count` accounts owned by the organisation's user `ownerEmail` (so its lists show them all
 * without sharing rules), then ANALYZE, on a connection of its own.
 */
export async function seedOwnedAccounts(
  databaseUrl: string,
  schema: string,
  ownerEmail: string,
  count: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier('systemuser')}`;
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM ${table} WHERE emailaddress = $1`, [
      ownerEmail,
    ]);
    const ownerId = rows[0]?.id;
    if (!ownerId) throw new Error(`no systemuser ${ownerEmail} in ${schema}`);
    await seedAccounts(client, schema, ownerId, count);
    await client.query(`ANALYZE ${client.escapeIdentifier(schema)}.${client.escapeIdentifier('account')}`);
  } finally {
    await client.end();
  }
}
