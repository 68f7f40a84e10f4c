import { pictureDimensionsProblem, SIDE_TOO_LONG_MESSAGE, TOO_NARROW_MESSAGE } from '@/lib/validation/picture';

test.each([
  [512, 512],
  [4096, 4096],
  [4096, 1024],
  [1024, 4096],
  [1, 1],
  [4, 1],
])('%i × %i may be a profile picture', (width, height) => {
  expect(pictureDimensionsProblem({ width, height })).toBeNull();
});

test.each([
  [4097, 4097, SIDE_TOO_LONG_MESSAGE],
  [1, 39_999_999, SIDE_TOO_LONG_MESSAGE],
  [4097, 2000, SIDE_TOO_LONG_MESSAGE],
  [4096, 1023, TOO_NARROW_MESSAGE],
  [100, 401, TOO_NARROW_MESSAGE],
  [5, 1, TOO_NARROW_MESSAGE],
])('%i × %i is refused', (width, height, message) => {
  expect(pictureDimensionsProblem({ width, height })).toBe(message);
});
