/**
 * The server's clock, movable by a test (endless rounds are timed with Date.now()): registers a
 * fresh clock before each test of the enclosing block and returns a function that moves it forward.
 */
export function movableClockForEachTest(): (ms: number) => void {
  let offset = 0;
  const realNow = Date.now.bind(Date);
  beforeEach(() => {
    offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  });
  afterEach(() => jest.restoreAllMocks());
  return (ms) => {
    offset += ms;
  };
}
