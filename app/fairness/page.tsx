import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { connection } from 'next/server';
import { CommitmentsTable } from '@/components/fairness/CommitmentsTable';
import { FairnessVerifier } from '@/components/fairness/FairnessVerifier';
import fairness from '@/components/fairness/Fairness.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import styles from '@/components/content/Content.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';
import { getDb } from '@/db/client';
import { guardedPage } from '@/lib/auth/guarded-page';
import { GAMES, getGame } from '@/lib/games/registry';
import { fairnessMalformedDate, fairnessNotRevealed } from '@/lib/messages/fairness';
import { COMMITMENT_DAYS_AHEAD } from '@/lib/services/fairness/publish';
import { getFairness, revealPageOf } from '@/lib/services/fairness/fairness';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME } from '@/lib/site';
import { isValidDateString } from '@/lib/time';

const DESCRIPTION = `How ${SITE_NAME} proves each daily answer was fixed before anyone guessed it, and a check of any past day in your browser.`;

export const metadata: Metadata = pageMetadata({ title: 'Provably fair answers', description: DESCRIPTION, path: '/fairness' });

type FairnessPageProps = { searchParams?: Promise<Record<string, string | string[] | undefined>> };
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
/** The text in single quotes for a POSIX shell (an apostrophe, as in Farfetch'd, closes, escapes and reopens). */
const shellQuoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * /fairness (issue 30 item 5): what a commitment is and what it proves, in plain words; one game's published
 * commitments (?game=, the first game by default); and the check of a revealed day in the browser (?date=
 * preselects it, as the "Verify" link beside yesterday's answer does, landing on the result: issue 36 item 9).
 * Rendered per request.
 */
async function FairnessPage({ searchParams }: FairnessPageProps = {}) {
  await connection();
  const params = (await searchParams) ?? {};
  const game = getGame(single(params.game) ?? '') ?? GAMES[0];
  const date = single(params.date) ?? null;
  const db = await getDb();
  const answer = await getFairness(db, game, 1);
  const initialPage = date ? await revealPageOf(db, game, date, answer.today) : null;
  const dateNotice = date && !initialPage ? (isValidDateString(date) ? fairnessNotRevealed(date) : fairnessMalformedDate(date)) : null;
  const example = answer.reveals[0];

  return (
    <div className={styles.page}>
      <PageHeader title="Provably fair answers" subtitle="Every daily answer is fixed and published, sealed, at least 30 days before anyone plays it" />
      <section className={styles.section} aria-labelledby="fairness-what">
        <h2 id="fairness-what">What a commitment is</h2>
        <p>
          For each game and day we publish a <strong>commitment</strong>: the SHA-256 fingerprint of the text
          <code> game|date|answer|salt</code>. The salt is 64 random-looking characters, different every day, so nobody can work out
          the answer by trying every item. A fingerprint cannot be turned back into its text, and no other text gives the same one.
        </p>
        <p>
          Commitments are published for today and at least the next {COMMITMENT_DAYS_AHEAD} days, and never change. Once a day is over
          in Chicago, its answer and salt are revealed here. Anyone can then compute the fingerprint again and compare.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="fairness-proves">
        <h2 id="fairness-proves">What it proves, and what it does not</h2>
        <ul>
          <li>
            <strong>It proves</strong> the answer was fixed before anyone guessed: a commitment published weeks earlier matches only
            the revealed answer, so the answer could not be changed to dodge players&apos; guesses.
          </li>
          <li>
            <strong>It does not prove</strong> the order was random, or that we did not choose the answers in advance: we draw
            each day&apos;s answer with a secret key among the items not used in the previous few weeks, and a commitment shows only
            that the choice did not change after it was published.
          </li>
          <li>
            <strong>It does not prove</strong> anything for a day whose commitment you did not see before it began: keep a copy of the
            table below if you want to hold us to it.
          </li>
          <li>
            <strong>Some days were committed only when first served</strong>: a day stored after it had begun (opened first from the
            archive, or stored before commitments existed) got its commitment then. The check below says so for each day.
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="fairness-by-hand">
        <h2 id="fairness-by-hand">Check it by hand</h2>
        <p>Join the game id, the date, the answer exactly as written and the salt with | and hash the text with SHA-256, for example:</p>
        <p>
          <code className={fairness.hex}>
            printf &apos;%s&apos; {shellQuoted(example ? `${game.id}|${example.date}|${example.item}|${example.salt}` : `${game.id}|YYYY-MM-DD|answer|salt`)} | sha256sum
          </code>
        </p>
        <p>The result must equal the commitment published for that day.</p>
      </section>
      <section className={styles.section} aria-labelledby="fairness-game">
        <h2 id="fairness-game">{game.title}: the next days</h2>
        <nav className={fairness.games} aria-label="Choose a game">
          {GAMES.map((other) => (
            <Link key={other.id} href={`/fairness?game=${other.id}`} aria-current={other.id === game.id ? 'page' : undefined}>
              {other.shortTitle}
            </Link>
          ))}
        </nav>
        <CommitmentsTable gameTitle={game.title} commitments={answer.commitments} />
      </section>
      <section className={styles.section} aria-labelledby="fairness-check-title">
        <h2 id="fairness-check-title">Check a past day</h2>
        <p>Your browser recomputes the fingerprint of a revealed day and compares it with the commitment published for it.</p>
        {dateNotice && (
          <p role="alert" data-testid="fairness-date-notice">
            {dateNotice}
          </p>
        )}
        <FairnessVerifier key={game.id} game={game.id} date={date} initialPage={initialPage} />
      </section>
    </div>
  );
}

export default survivesDatabaseOutage(guardedPage('/fairness', FairnessPage));
