import { startTestApp, type TestApp } from './support/harness.js';

/** Reference trees (seed 000 §2.9, §7, §9). */
describe('reference trees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: 'reference' });
  });
  afterAll(() => t.close());

  it('given a signed-in user, when the area tree is asked for, then items carry areaname, id and children', async () => {
    const token = await t.login('reviewer');
    const r = await t.call('GET', '/api/reference/areas', undefined, token);
    expect(r.status).toBe(200);
    expect(r.body.rsCode).toBe(0);
    const jiangsu = r.body.data.find((p: { id: string }) => p.id === '320000');
    expect(jiangsu.areaname).toBe('江苏省');
    const suzhou = jiangsu.children.find((c: { id: string }) => c.id === '320500');
    expect(suzhou.children).toContainEqual({ id: '320571', areaname: '苏州工业园区' });
    const shanghai = r.body.data.find((p: { id: string }) => p.id === '310000');
    expect(shanghai.children.map((c: { id: string; areaname: string }) => [c.id, c.areaname])).toEqual([['99999', '上海市']]);
  });

  it('given the area tree, when read, then it covers the country: 34 provinces, the six 99999 levels, a few thousand districts', async () => {
    const r = await t.call('GET', '/api/reference/areas', undefined, await t.login('applicant'));
    const tree = r.body.data as {
      id: string;
      areaname: string;
      children?: { id: string; areaname: string; children?: unknown[] }[];
    }[];
    expect(tree).toHaveLength(34);
    const synthetic = tree.filter((p) => p.children?.some((c) => c.id === '99999')).map((p) => p.areaname);
    expect(synthetic.sort()).toEqual(['上海市', '北京市', '天津市', '澳门特别行政区', '重庆市', '香港特别行政区'].sort());
    const districts = tree.flatMap((p) => p.children ?? []).reduce((n, c) => n + (c.children?.length ?? 0), 0);
    expect(districts).toBeGreaterThan(2800);
    expect(JSON.stringify(r.body).length).toBeLessThan(160_000);
  });

  it('given a signed-in user, when the building tree is asked for, then buildings hold floors and rooms', async () => {
    const token = await t.login('applicant');
    const r = await t.call('GET', '/api/reference/buildings', undefined, token);
    expect(r.status).toBe(200);
    const a = r.body.data.find((b: { id: string }) => b.id === 'A');
    expect(a.name).toBe('A栋');
    expect(a.children[2]).toMatchObject({ id: '3', name: '3层' });
    expect(a.children[2].children).toContainEqual({ id: '302', name: '302' });
    expect(r.body.data.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['加速器一期', '加速器二期']));
  });

  it('given no token, when a tree is asked for, then 401', async () => {
    expect((await t.call('GET', '/api/reference/areas')).status).toBe(401);
    expect((await t.call('GET', '/api/reference/buildings')).status).toBe(401);
  });
});
