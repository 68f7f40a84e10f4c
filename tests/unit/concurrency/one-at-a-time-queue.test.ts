import { OneAtATimeQueue, QueueFullError, ReplacedByNewerError } from '@/lib/concurrency/one-at-a-time-queue';

/** A task that runs until `finish()` is called, and says whether it has started. */
function gatedTask(running: { now: number; most: number }) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const task = {
    started: false,
    finish: () => finish(),
    run: async () => {
      task.started = true;
      running.now++;
      running.most = Math.max(running.most, running.now);
      await gate;
      running.now--;
      return 'done';
    },
  };
  return task;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('tasks run one at a time, first come first served', async () => {
  const queue = new OneAtATimeQueue(3);
  const running = { now: 0, most: 0 };
  const tasks = [gatedTask(running), gatedTask(running), gatedTask(running)];
  const results = tasks.map((task, index) => queue.run(`player-${index}`, task.run));
  await settled();
  expect(tasks.map((task) => task.started)).toEqual([true, false, false]);
  expect(queue.waiting).toBe(2);

  tasks[0].finish();
  await settled();
  expect(tasks.map((task) => task.started)).toEqual([true, true, false]);
  tasks[1].finish();
  tasks[2].finish();
  expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
  expect(running.most).toBe(1);
  expect(queue.waiting).toBe(0);
});

test('when the line is full the next task is refused at once, and runs again once there is room', async () => {
  const queue = new OneAtATimeQueue(2);
  const running = { now: 0, most: 0 };
  const first = gatedTask(running);
  const started = [queue.run('a', first.run), queue.run('b', async () => 'b'), queue.run('c', async () => 'c')];
  await expect(queue.run('d', async () => 'd')).rejects.toBeInstanceOf(QueueFullError);
  first.finish();
  expect(await Promise.all(started)).toEqual(['done', 'b', 'c']);
  expect(await queue.run('d', async () => 'd')).toBe('d');
});

test("a newer task of the same key takes the waiting one's place; a running one is left to finish", async () => {
  const queue = new OneAtATimeQueue(1);
  const running = { now: 0, most: 0 };
  const holder = gatedTask(running);
  const held = queue.run('player', holder.run);
  const older = queue.run('player', async () => 'older');
  const newer = queue.run('player', async () => 'newer');
  await expect(older).rejects.toBeInstanceOf(ReplacedByNewerError);
  expect(queue.waiting).toBe(1);
  holder.finish();
  expect(await held).toBe('done');
  expect(await newer).toBe('newer');
});

test('a failing task passes the turn on', async () => {
  const queue = new OneAtATimeQueue(1);
  const failing = queue.run('a', async () => {
    throw new Error('broken image');
  });
  const next = queue.run('b', async () => 'next');
  await expect(failing).rejects.toThrow('broken image');
  expect(await next).toBe('next');
});
