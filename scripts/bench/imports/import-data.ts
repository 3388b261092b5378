import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { seedAccounts } from '../seed-accounts.js';

/** The records the file's lookups name: accounts, contacts (1,000 each) and the owner. */
export type Targets = {
  ownerId: string;
  ownerName: string;
  accounts: { id: string; name: string }[];
  contacts: { id: string; name: string }[];
};

const targetCount = 1000;
const pad = (n: number) => String(n).padStart(6, '0');

/** Seeds the lookup targets set-based and reads back their ids (for COPY, which gets ids). */
export async function seedTargets(client: pg.Client, schema: string, ownerEmail: string): Promise<Targets> {
  const table = (name: string) => `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
  const owner = await client.query<{ id: string; name: string }>(
    `SELECT id, name FROM ${table('systemuser')} WHERE emailaddress = $1`,
    [ownerEmail],
  );
  const ownerRow = owner.rows[0];
  if (!ownerRow?.name) throw new Error(`no systemuser ${ownerEmail} with a name in ${schema}`);
  await seedAccounts(client, schema, ownerRow.id, targetCount);
  await client.query(
    `INSERT INTO ${table('contact')} (name, lastname, ownerid, createdby, modifiedby)
     SELECT 'Person ' || lpad(g::text, 6, '0'), 'Person ' || lpad(g::text, 6, '0'), $1, $1, $1
     FROM generate_series(1, $2::int) g`,
    [ownerRow.id, targetCount],
  );
  const read = async (name: string, prefix: string) =>
    (
      await client.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${table(name)} WHERE name LIKE $1 ORDER BY name`,
        [`${prefix}%`],
      )
    ).rows;
  const accounts = await read('account', 'Company ');
  const contacts = await read('contact', 'Person ');
  await client.query(`ANALYZE ${table('account')}; ANALYZE ${table('contact')}`);
  return { ownerId: ownerRow.id, ownerName: ownerRow.name, accounts, contacts };
}

const pick = <T>(list: T[], index: number) => list[index % list.length] as T;

/** The CSV a user would import: names for the three lookups, the export's separator. */
export function importCsv(targets: Targets, rows: number, tag: string): string {
  const lines = ['name;accountid;contactid;ownerid;stage;description'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Deal ${tag}-${pad(i)};${pick(targets.accounts, i).name};${pick(targets.contacts, i * 7).name};${targets.ownerName};Develop;Imported row ${i}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** COPY FROM STDIN of the same rows into the same table, with the lookups' ids. */
export async function copyRows(
  client: pg.Client,
  schema: string,
  targets: Targets,
  rows: number,
  tag: string,
): Promise<void> {
  const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier('opportunity')}`;
  const stream = client.query(
    copyFrom(
      `COPY ${table} (name, accountid, contactid, ownerid, stage, description, createdby, modifiedby) FROM STDIN`,
    ),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const owner = targets.ownerId;
  const chunk: string[] = [];
  for (let i = 0; i < rows; i++) {
    chunk.push(
      `Deal ${tag}-${pad(i)}\t${pick(targets.accounts, i).id}\t${pick(targets.contacts, i * 7).id}\t${owner}\tdevelop\tImported row ${i}\t${owner}\t${owner}\n`,
    );
    if (chunk.length === 1000) stream.write(chunk.splice(0).join(''));
  }
  stream.end(chunk.join(''));
  await done;
}
