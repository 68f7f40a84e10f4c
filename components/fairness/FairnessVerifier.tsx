'use client';

import { useEffect, useRef, useState } from 'react';
import { Field, SelectField } from '@/components/ui/Field';
import { errorMessage } from '@/lib/client/api';
import type { FairnessAnswer } from '@/lib/client/endpoints';
import { useFairnessPage } from '@/lib/client/queries/fairness';
import { commitmentText } from '@/lib/fairness/commitment';
import { FAIRNESS_CHECK_ANCHOR } from '@/lib/fairness/links';
import { checkReveal, type RevealCheck } from '@/lib/fairness/verify';
import { FAIRNESS_COMMITMENT_LABEL, FAIRNESS_LOAD_FAILED, FAIRNESS_MISMATCH, FAIRNESS_NO_REVEALS, FAIRNESS_VERIFIED, FAIRNESS_WHEN_FIRST_SERVED_NOTE } from '@/lib/messages/fairness';
import styles from './Fairness.module.css';

type Reveal = FairnessAnswer['reveals'][number];

interface FairnessVerifierProps {
  game: string;
  /** The day to check first (?date=), on page `initialPage` of the reveals; null: the newest revealed day. */
  date: string | null;
  initialPage: number | null;
}

/**
 * The /fairness page's check of a past day, in this browser (issue 30 item 5): pick a revealed day (a page of 30
 * at a time), and the page recomputes sha256("{game}|{date}|{item}|{salt}") with Web Crypto and compares it
 * with the day's commitment, labelled by when it was published (issue 36 item 10). The item, salt and commitment
 * can be edited, to try it by hand. Arriving at #fairness-check (the "Verify" link beside yesterday's answer), the
 * first result takes focus and is scrolled into view (issue 36 item 9).
 */
export function FairnessVerifier({ game, date, initialPage }: FairnessVerifierProps) {
  const [page, setPage] = useState(initialPage ?? 1);
  const [chosen, setChosen] = useState<string | null>(initialPage ? date : null);
  const [arrivalHandled, setArrivalHandled] = useState(false);
  const query = useFairnessPage(game, page);
  const answer = query.data;

  if (query.isError) return <p role="alert">{errorMessage(query.error, FAIRNESS_LOAD_FAILED)}</p>;
  if (!answer) return <p className={styles.muted}>Loading the revealed days…</p>;
  if (answer.reveals.length === 0) return <p className={styles.muted}>{FAIRNESS_NO_REVEALS}</p>;
  const reveal = answer.reveals.find((entry) => entry.date === chosen) ?? answer.reveals[0];
  const turnTo = (next: number) => {
    setPage(next);
    setChosen(null);
  };

  return (
    <div className={styles.verifier} aria-busy={query.isPlaceholderData}>
      <div className={styles.pick}>
        <SelectField label="Revealed day" value={reveal.date} onChange={(event) => setChosen(event.target.value)} data-testid="fairness-day">
          {answer.reveals.map((entry) => (
            <option key={entry.date} value={entry.date}>
              {entry.date} (#{entry.number})
            </option>
          ))}
        </SelectField>
        <div className={styles.pager}>
          <button type="button" onClick={() => turnTo(page - 1)} disabled={page <= 1}>
            Newer days
          </button>
          <span>
            Page {answer.page} of {answer.pageCount}
          </span>
          <button type="button" onClick={() => turnTo(page + 1)} disabled={page >= answer.pageCount}>
            Older days
          </button>
        </div>
      </div>
      <RevealCheckForm
        key={`${game}|${reveal.date}`}
        game={game}
        reveal={reveal}
        focusOnArrival={!arrivalHandled}
        onArrivalHandled={() => setArrivalHandled(true)}
      />
    </div>
  );
}

interface RevealCheckFormProps {
  game: string;
  reveal: Reveal;
  /** The first day shown: its result takes focus once computed when the page was opened at #fairness-check. */
  focusOnArrival: boolean;
  onArrivalHandled: () => void;
}

/** One day's item, salt and commitment (editable) and what the recomputation says of them. */
function RevealCheckForm({ game, reveal, focusOnArrival, onArrivalHandled }: RevealCheckFormProps) {
  const [item, setItem] = useState(reveal.item);
  const [salt, setSalt] = useState(reveal.salt);
  const [commitment, setCommitment] = useState(reveal.commitment);
  const [check, setCheck] = useState<RevealCheck | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const puzzle = { game, date: reveal.date, item, salt };

  useEffect(() => {
    let current = true;
    checkReveal({ game, date: reveal.date, item, salt }, commitment).then(
      (result) => current && setCheck(result),
      () => current && setCheck({ kind: 'malformed', message: 'This browser cannot compute SHA-256 here (Web Crypto needs a secure page).' }),
    );
    return () => {
      current = false;
    };
  }, [game, reveal.date, item, salt, commitment]);

  useEffect(() => {
    if (!check || !focusOnArrival) return;
    onArrivalHandled();
    if (window.location.hash !== `#${FAIRNESS_CHECK_ANCHOR}` || !result.current) return;
    result.current.scrollIntoView({ block: 'center' });
    result.current.focus({ preventScroll: true });
  }, [check, focusOnArrival, onArrivalHandled]);

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={`Check ${reveal.date}`}>
      <Field label="Item" value={item} onChange={(event) => setItem(event.target.value)} spellCheck={false} autoComplete="off" />
      <Field label="Salt" controlClassName={styles.hexInput} value={salt} onChange={(event) => setSalt(event.target.value.trim())} spellCheck={false} autoComplete="off" />
      <Field
        label={FAIRNESS_COMMITMENT_LABEL[reveal.committed]}
        controlClassName={styles.hexInput}
        value={commitment}
        onChange={(event) => setCommitment(event.target.value.trim())}
        spellCheck={false}
        autoComplete="off"
      />
      {reveal.committed === 'when-first-served' && (
        <p className={styles.muted} data-testid="fairness-when-first-served">
          {FAIRNESS_WHEN_FIRST_SERVED_NOTE}
        </p>
      )}
      <p className={styles.muted}>
        Text hashed: <code className={styles.hex}>{commitmentText(puzzle)}</code>
      </p>
      <div ref={result} role="status" id={FAIRNESS_CHECK_ANCHOR} tabIndex={-1} className={styles.result} data-testid="fairness-result">
        {check && <CheckResult check={check} />}
      </div>
    </form>
  );
}

function CheckResult({ check }: { check: RevealCheck }) {
  if (check.kind === 'verified') return <p className={styles.verified}>{FAIRNESS_VERIFIED}</p>;
  if (check.kind === 'malformed') return <p className={styles.mismatch}>{check.message}</p>;
  return (
    <div className={styles.mismatchBox}>
      <p className={styles.mismatch}>{FAIRNESS_MISMATCH}</p>
      <dl className={styles.pairs}>
        <dt>Expected (published)</dt>
        <dd className={styles.hex} data-testid="fairness-expected">{check.expected}</dd>
        <dt>Computed</dt>
        <dd className={styles.hex} data-testid="fairness-computed">{check.computed}</dd>
      </dl>
    </div>
  );
}
