/**
 * Where the "Verify" link beside yesterday's answer lands (issue 36 item 9): the /fairness page's check of that
 * day, at its result (the element with this id), which takes focus on arrival.
 */
export const FAIRNESS_CHECK_ANCHOR = 'fairness-check';

export const fairnessCheckHref = (game: string, date: string) =>
  `/fairness?game=${encodeURIComponent(game)}&date=${encodeURIComponent(date)}#${FAIRNESS_CHECK_ANCHOR}`;
