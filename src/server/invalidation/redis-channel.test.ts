import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { listenTo, recordingLog, until } from '../../../tests/support/invalidation';
import { REDIS_URL, redisAnswers } from '../../../tests/support/redis-server';
import { redisChannel, SUBSCRIBER_NAME } from './redis-channel';

const withRedis = await redisAnswers();

describe.runIf(withRedis)('invalidation over Redis pub/sub', () => {
  const admin = new Redis(REDIS_URL);
  afterAll(() => admin.disconnect());

  /** The ids of the subscribers open now (other suites' included: the test keeps to its own). */
  async function subscriberIds(): Promise<string[]> {
    const list = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    return list
      .split('\n')
      .filter((line) => line.includes(` name=${SUBSCRIBER_NAME} `))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)![1]!);
  }

  it('listens again after its connection is killed, logs it and drops what it may have missed', async () => {
    const { log, lines } = recordingLog();
    const before = new Set(await subscriberIds());
    const channel = redisChannel(REDIS_URL, log);
    const { heard, missed } = await listenTo(channel);
    try {
      const ours = (await subscriberIds()).filter((id) => !before.has(id));
      expect(ours).toHaveLength(1);
      const marker = `first-${Date.now()}`;
      await channel.send(marker);
      await until(() => heard.includes(marker), 'the first message heard');

      await admin.call('CLIENT', 'KILL', 'ID', ours[0]!);
      await until(() => missed() === 1, 'a reconnection reported');
      expect(lines.some((line) => line.level === 40 && /connection lost/.test(line.msg))).toBe(
        true,
      );
      expect(lines.some((line) => /listening again/.test(line.msg))).toBe(true);

      const after = `after-${Date.now()}`;
      await channel.send(after);
      await until(() => heard.includes(after), 'a message heard after the reconnection');
    } finally {
      await channel.close();
    }
  });
});
