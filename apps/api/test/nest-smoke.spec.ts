import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { PLACEHOLDER } from '@parkflow/domain';

@Injectable()
class Svc { v() { return PLACEHOLDER; } }
@Controller('x')
class C { constructor(private readonly s: Svc) {} @Get() get() { return { v: this.s.v() }; } }
@Module({ controllers: [C], providers: [Svc] })
class M {}

describe('nest smoke', () => {
  it('boots', async () => {
    const app = await NestFactory.create(M, { logger: false });
    await app.listen(0);
    const url = await app.getUrl();
    const r = await fetch(url.replace('[::1]', '127.0.0.1') + '/x');
    expect(await r.json()).toEqual({ v: 1 });
    await app.close();
    const ds = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await ds.initialize();
    expect((await ds.query('select 1 as one'))[0].one).toBe(1);
    await ds.destroy();
  });
});
