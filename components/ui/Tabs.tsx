'use client';

import { useRef, type KeyboardEvent } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** The tab list's name for screen readers. */
  label: string;
  /** Prefix of the tabs' and panels' element ids (see tabPanelProps). */
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  size?: 'normal' | 'small';
  className?: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** The attributes of the panel showing the selected tab. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return { role: 'tabpanel', id: panelId(idPrefix, selected), 'aria-labelledby': tabId(idPrefix, selected) } as const;
}

/** A row of tabs (the WAI-ARIA tabs pattern): one tab stop, the arrow keys, Home and End move and select. */
export function Tabs<Id extends string>({ label, idPrefix, tabs, selected, onSelect, size = 'normal', className }: TabsProps<Id>) {
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length].id;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`${styles.tabs} ${size === 'small' ? styles.small : ''} ${className ?? ''}`}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(idPrefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKey}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
