import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../../test/support/test-database.js';
import { RelayPoke } from './relay-poke.js';

describe('RelayPoke', () => {
  const channel = `pftest:${randomBytes(4).toString('hex')}:relay:poke`;
  let publisher: Redis;
  let listener: Redis;
  const heard: number[] = [];

  beforeAll(async () => {
    publisher = new Redis(testRedisUrl());
    listener = new Redis(testRedisUrl());
    await listener.subscribe(channel);
    listener.on('message', () => heard.push(Date.now()));
  });
  afterAll(() => {
    publisher.disconnect();
    listener.disconnect();
  });

  const settled = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (heard.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100)); // and nothing more arrives
  };

  it('given pokes asked for while one is in flight, then they are sent as one more after it, not one each', async () => {
    const poke = new RelayPoke(publisher, channel);
    for (let i = 0; i < 50; i++) poke.poke();
    await settled(2);
    expect(heard).toHaveLength(2);
    // Idle again: the next commit's poke goes out at once, alone.
    poke.poke();
    await settled(3);
    expect(heard).toHaveLength(3);
  });

  it("given this process's relay leads, then it is told directly and nothing goes through Redis; once it no longer leads, Redis again", async () => {
    const poke = new RelayPoke(publisher, channel);
    let leads = true;
    let told = 0;
    poke.hearLocally({ leads: () => leads, poke: () => told++ });
    const before = heard.length;
    poke.poke();
    poke.poke();
    await settled(before);
    expect({ told, published: heard.length - before }).toEqual({ told: 2, published: 0 });
    leads = false;
    poke.poke();
    await settled(before + 1);
    expect({ told, published: heard.length - before }).toEqual({ told: 2, published: 1 });
  });
});
