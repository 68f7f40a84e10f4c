import { calendarDayLabel, calendarTotalText, CALENDAR_HEADING } from '@/lib/messages/accounts';
import { CALENDAR_TOP_LEVEL, calendarTotal, calendarWeeks, monthStartIn } from '@/lib/profile/calendar';
import { formatCalendarDay, formatCalendarMonth } from '@/lib/time-display';
import styles from './ProfileHistory.module.css';

const LEVELS = Array.from({ length: CALENDAR_TOP_LEVEL + 1 }, (_, level) => level);

/**
 * The last 12 months of daily wins, all games together (issue 29): a column per week, a cell per Chicago day coloured
 * by the games won that day, each cell named for screen readers ('March 3, 2026: 2 daily wins'). Rendered on the
 * server with no script; on a narrow screen the grid scrolls sideways inside its box (a Tab stop, so the keyboard
 * can scroll it too).
 */
export function WinCalendar({ today, winsByDate }: { today: string; winsByDate: Readonly<Record<string, number>> }) {
  const weeks = calendarWeeks(today, winsByDate);
  const total = calendarTotal(weeks);
  return (
    <section className={styles.card} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{CALENDAR_HEADING}</h2>
      <p className={styles.muted}>{calendarTotalText(total.toLocaleString('en-US'))}</p>
      <div className={styles.calendarScroll} tabIndex={0} role="group" aria-label={CALENDAR_HEADING}>
        <div className={styles.calendar} style={{ gridTemplateColumns: `repeat(${weeks.length}, var(--cell))` }}>
          {weeks.map((week, column) => {
            // A month starting in the last two weeks has no room for its name before the grid ends.
            const monthStart = column < weeks.length - 2 ? monthStartIn(week) : null;
            return (
              <span key={`m${column}`} className={styles.month} style={{ gridColumn: column + 1 }} aria-hidden>
                {monthStart ? formatCalendarMonth(monthStart) : ''}
              </span>
            );
          })}
          {weeks.map((week, column) =>
            week.map((day, row) =>
              day ? (
                <span
                  key={day.date}
                  role="img"
                  aria-label={calendarDayLabel(formatCalendarDay(day.date), String(day.wins))}
                  title={calendarDayLabel(formatCalendarDay(day.date), String(day.wins))}
                  className={`${styles.cell} ${styles[`level${day.level}`]}`}
                  style={{ gridColumn: column + 1, gridRow: row + 2 }}
                />
              ) : null,
            ),
          )}
        </div>
      </div>
      <p className={styles.legend}>
        <span>Games won in a day:</span>
        {LEVELS.map((level) => (
          <span key={level} className={styles.legendItem}>
            <span className={`${styles.cell} ${styles[`level${level}`]}`} aria-hidden />
            {level}
          </span>
        ))}
      </p>
    </section>
  );
}
