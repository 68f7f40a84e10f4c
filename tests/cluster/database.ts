/** The suite's own database on the PostgreSQL server of DATABASE_URL (else the local one): made fresh, dropped after. */
import postgres from 'postgres';

function serverUrl(database: string): string {
  return Object.assign(new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432'), { pathname: `/${database}` }).href;
}

async function asAdmin(statement: string): Promise<void> {
  const sql = postgres(serverUrl('postgres'), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

/** A new empty database; returns its address. */
export async function createClusterDatabase(name: string): Promise<string> {
  await asAdmin(`create database "${name}"`);
  return serverUrl(name);
}

export async function dropClusterDatabase(name: string): Promise<void> {
  await asAdmin(`drop database if exists "${name}" with (force)`);
}
