'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { isEasterEggWord } from '@/lib/achievements/moments';
import { Field } from '@/components/ui/Field';
import { matchName, suggest } from '@/lib/games/suggest';
import styles from './GuessInput.module.css';

export interface GuessInputProps {
  names: readonly string[];
  guessedNames: readonly string[];
  placeholder: string;
  /** After a win, and while the page loads. */
  disabled?: boolean;
  /** A guess is being judged: typing goes on, submitting waits. */
  busy?: boolean;
  onGuess: (name: string) => void;
  /** The hidden word (game-side §5) was submitted: the box is cleared and no guess is made. */
  onSecretWord?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The guess box: a combobox whose suggestions list the matching names (game-side §4 and §5). */
export function GuessInput({ names, guessedNames, placeholder, disabled = false, busy = false, onGuess, onSecretWord, inputRef }: GuessInputProps) {
  const [text, setText] = useState('');
  // The name last sent: the box keeps it until the guess is judged (it joins the guessed names), so that a guess
  // held for a connection, or refused, is not lost (issue 36 item 7).
  const [sent, setSent] = useState<string | null>(null);
  const isGuessed = (name: string) => guessedNames.some((guessed) => guessed.toLowerCase() === name.toLowerCase());
  if (sent !== null && isGuessed(sent)) {
    setSent(null);
    if (text === sent) setText('');
  }
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const suggestions = useMemo(() => (open && !disabled ? suggest(names, text, guessedNames) : []), [open, disabled, names, text, guessedNames]);
  const expanded = suggestions.length > 0;
  // The name the text stands for, ignoring case, spaces, punctuation and accents: Enter and Guess take it.
  const exactName = useMemo(() => matchName(names, text), [names, text]);
  // The hidden word counts as valid input for everyone: Submit is enabled for it.
  const secretWord = isEasterEggWord(text);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  // The highlighted suggestion stays in view when the arrow keys move past the list's visible area.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (highlight < 0) return;
    listRef.current?.children[highlight]?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);

  function choose(name: string) {
    setOpen(false);
    setHighlight(-1);
    // An already guessed name only clears the box (game-side §5).
    if (isGuessed(name)) {
      setText('');
      return;
    }
    setText(name);
    setSent(name);
    onGuess(name);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || busy) return;
    if (secretWord && !exactName) {
      setText('');
      setOpen(false);
      onSecretWord?.();
      return;
    }
    if (exactName) choose(exactName);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = suggest(names, text, guessedNames).length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && highlight >= 0 && highlight < suggestions.length) {
        if (!busy) choose(suggestions[highlight]);
      } else {
        submit();
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setHighlight(-1);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label="Make a guess">
      <div className={styles.field} ref={wrapperRef}>
        <Field
          unwrapped
          hideLabel
          label="Guess"
          ref={inputRef}
          controlClassName={styles.input}
          data-skip-focus // where "Skip to the game" lands (components/layout/SkipLink.tsx)
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <ul ref={listRef} id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              className={index === highlight ? `${styles.option} ${styles.active}` : styles.option}
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={(event) => {
                // Only a pointer that really moved: a list opening under a resting mouse must not steal Enter.
                if (event.movementX !== 0 || event.movementY !== 0) setHighlight(index);
              }}
              onClick={() => !busy && choose(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.submit} disabled={disabled || busy || !(exactName || secretWord)} aria-busy={busy}>
        Guess
      </button>
    </form>
  );
}
