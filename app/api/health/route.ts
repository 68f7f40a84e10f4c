import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { configuredDriver, getDatabase } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route({ guard: anyone }, async () => {
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return NextResponse.json({ ok: true, db: database.driver }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('[health] database check failed', error);
    return NextResponse.json(
      { ok: false, db: configuredDriver(), error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
});
