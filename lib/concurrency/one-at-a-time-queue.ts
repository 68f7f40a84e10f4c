/** Thrown when the line is full: the caller should try again later. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
    this.name = 'QueueFullError';
  }
}

/** Thrown to a waiting task when a newer task with the same key takes its place in the line. */
export class ReplacedByNewerError extends Error {
  constructor() {
    super('A newer task with the same key took this one’s place.');
    this.name = 'ReplacedByNewerError';
  }
}

interface WaitingTask {
  key: string;
  start: () => void;
  replace: () => void;
}

/**
 * Runs one task at a time, with a short line of waiting tasks (first come, first served). A key (a
 * player) holds at most one place in the line: a newer task takes the place of that key's waiting one.
 */
export class OneAtATimeQueue {
  private running = false;
  private readonly line: WaitingTask[] = [];

  constructor(readonly maxWaiting: number) {}

  get waiting(): number {
    return this.line.length;
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.running) await this.waitForTurn(key);
    else this.running = true;
    try {
      return await task();
    } finally {
      this.passTurnOn();
    }
  }

  private waitForTurn(key: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const task: WaitingTask = { key, start: resolve, replace: () => reject(new ReplacedByNewerError()) };
      const place = this.line.findIndex((waiting) => waiting.key === key);
      if (place >= 0) {
        this.line[place].replace();
        this.line[place] = task;
      } else if (this.line.length >= this.maxWaiting) {
        reject(new QueueFullError());
      } else {
        this.line.push(task);
      }
    });
  }

  private passTurnOn(): void {
    const next = this.line.shift();
    if (next) next.start(); // still running: the turn goes straight to the next task
    else this.running = false;
  }
}
