/**
 * A small deterministic chooser for fixtures (a linear congruential generator): the same seed picks the same
 * choices every run, so a failing fixture can be reproduced.
 */
export function seededPick(seed: number) {
  let state = seed;
  return <T,>(choices: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return choices[state % choices.length];
  };
}
