import {
  ALL_ROOMS,
  BUILDING_TREE,
  SYNTHETIC_CITY_ID,
  SYNTHETIC_LEVEL_PROVINCES,
  areaTreeOf,
  findRoom,
  roomLabel,
  settledRooms,
} from './index.js';
import { AREA_TREE, areaLabel, areaName, areaPath, isKnownAreaPath } from './area-tree.js';

describe('province / city / district tree (seed 000 §2.9, §7, §9)', () => {
  it('given the tree, when read, then every item carries id, areaname and (above districts, where there are any) children', () => {
    const check = (nodes: readonly { id: string; areaname: string; children?: unknown[] }[], depth: number) => {
      for (const n of nodes) {
        expect(n.id).toMatch(/^\d+$/);
        expect(n.areaname).not.toBe('');
        if (depth < 3 && n.children) {
          expect(n.children.length).toBeGreaterThan(0);
          check(n.children as typeof nodes, depth + 1);
        } else expect(n.children).toBeUndefined();
      }
    };
    check(AREA_TREE, 1);
  });

  it('given the whole country, when read, then every province, region, municipality and SAR is there', () => {
    expect(AREA_TREE).toHaveLength(34);
    expect(['110000', '120000', '310000', '500000', '810000', '820000', '510000', '650000', '710000'].map(areaName)).toEqual([
      '北京市',
      '天津市',
      '上海市',
      '重庆市',
      '香港特别行政区',
      '澳门特别行政区',
      '四川省',
      '新疆维吾尔自治区',
      '台湾省',
    ]);
    let districts = 0;
    const count = (nodes: readonly { children?: unknown[] }[], depth: number) => {
      for (const n of nodes)
        if (depth === 3) districts++;
        else count((n.children ?? []) as typeof nodes, depth + 1);
    };
    count(AREA_TREE, 1);
    expect(districts).toBeGreaterThan(2800);
  });

  it('given the four municipalities and the two SARs, when walked, then each has only the 99999 level, holding all its districts', () => {
    for (const id of SYNTHETIC_LEVEL_PROVINCES) {
      const province = AREA_TREE.find((p) => p.id === id)!;
      expect(province.children!.map((c) => [c.id, c.areaname])).toEqual([[SYNTHETIC_CITY_ID, province.areaname]]);
      expect(province.children![0]!.children!.length).toBeGreaterThanOrEqual(7);
    }
    expect(areaPath('120000', '99999', '120116').map((n) => n.areaname)).toEqual(['天津市', '天津市', '滨海新区']);
    expect(areaPath('500000', '99999', '500229').map((n) => n.areaname)).toEqual(['重庆市', '重庆市', '城口县']);
    expect(areaLabel('810000', '99999', '810001')).toBe('香港特别行政区-中西区');
    expect(areaLabel('820000', '99999', '820001')).toBe('澳门特别行政区-花地玛堂区');
    const others = AREA_TREE.filter((p) => !(SYNTHETIC_LEVEL_PROVINCES as readonly string[]).includes(p.id));
    expect(others.flatMap((p) => p.children ?? []).some((c) => c.id === SYNTHETIC_CITY_ID)).toBe(false);
  });

  it('given placeholders and county-level cities under a province, when built, then 市辖区 is left out and the level named as in GB/T 2260', () => {
    expect(areaName('320501')).toBeUndefined();
    expect(areaLabel('420000', '429000', '429004')).toBe('湖北省-省直辖县级行政区划-仙桃市');
    expect(areaLabel('650000', '659000', '659001')).toBe('新疆维吾尔自治区-自治区直辖县级行政区划-石河子市');
    const built = areaTreeOf([
      { code: '1', name: '甲市', children: [{ code: '2', name: '市辖区', children: [{ code: '3', name: '丙区' }] }] },
      {
        code: '110000',
        name: '北京市',
        children: [{ code: '110100', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }],
      },
    ]);
    expect(built).toEqual([
      { id: '1', areaname: '甲市' },
      {
        id: '110000',
        areaname: '北京市',
        children: [{ id: '99999', areaname: '北京市', children: [{ id: '110101', areaname: '东城区' }] }],
      },
    ]);
  });

  it('given the package index, when imported, then it does not carry the tree (the console fetches it)', async () => {
    expect(Object.keys(await import('../index.js'))).not.toContain('AREA_TREE');
  });

  it('given the park province, when looked up, then 苏州市 has 苏州工业园区 and 南京、无锡、常州 are there', () => {
    expect(areaName('320000')).toBe('江苏省');
    expect(areaName('320571')).toBe('苏州工业园区');
    expect(['320100', '320200', '320400', '320500'].map(areaName)).toEqual(['南京市', '无锡市', '常州市', '苏州市']);
    expect(areaName('330100')).toBe('杭州市');
  });

  it('given 上海 and 北京, when walked, then the middle level is the synthetic 99999 carrying the city name', () => {
    expect(areaPath('310000', SYNTHETIC_CITY_ID, '310115').map((n) => n.areaname)).toEqual(['上海市', '上海市', '浦东新区']);
    expect(areaPath('110000', '99999', '110108').map((n) => n.areaname)).toEqual(['北京市', '北京市', '海淀区']);
    expect(areaName('99999')).toBeUndefined();
  });

  it('given ids, when labelled, then names are joined and a repeated municipal name said once', () => {
    expect(areaLabel('320000', '320500', '320571')).toBe('江苏省-苏州市-苏州工业园区');
    expect(areaLabel('310000', '99999', '310115')).toBe('上海市-浦东新区');
    expect(areaLabel('320000', '320500')).toBe('江苏省-苏州市');
    expect(areaLabel('320000', 320500, 320571, ' / ')).toBe('江苏省 / 苏州市 / 苏州工业园区');
  });

  it('given unknown ids, when labelled, then what is not known is shown as it is', () => {
    expect(areaLabel('990000', '990100')).toBe('990000-990100');
    expect(areaLabel('320000', '320500', '320599')).toBe('江苏省-苏州市-320599');
    expect(areaLabel('120000', '99999', '120199')).toBe('天津市-120199');
    expect(areaLabel(undefined)).toBe('');
  });

  it('given paths, when checked, then only tree paths without gaps are known', () => {
    expect(isKnownAreaPath('320000', '320500', '320571')).toBe(true);
    expect(isKnownAreaPath('320000', '', '')).toBe(true);
    expect(isKnownAreaPath('320000', '', '320571')).toBe(false);
    expect(isKnownAreaPath('320000', '330100')).toBe(false);
    expect(isKnownAreaPath('', '', '')).toBe(false);
  });
});

describe('building / floor / room tree (seed 000 §3, seed 001 §9)', () => {
  it('given the tree, when read, then the buildings are the regions of seed 001 §9', () => {
    expect(BUILDING_TREE.map((b) => b.name)).toEqual([
      'A栋',
      'B栋',
      'C栋',
      'D栋',
      'E栋',
      'F栋',
      'H栋',
      'K栋',
      '加速器一期',
      '加速器二期',
      'N栋',
      'W栋',
    ]);
    for (const b of BUILDING_TREE) expect(b.children!.length).toBeGreaterThan(0);
  });

  it('given a triple, when labelled, then building, floor and room names are joined', () => {
    expect(roomLabel('A,3,302')).toBe('A栋 3层 302');
    expect(roomLabel('ACC2, 1, 104')).toBe('加速器二期 1层 104');
    expect(roomLabel('Z,3,302')).toBe('Z,3,302');
    expect(findRoom('A,3')).toBeNull();
    expect(findRoom(42)).toBeNull();
  });

  it('given settled_number, when split, then one triple per entry', () => {
    expect(settledRooms('A,3,302/B,1,101')).toEqual(['A,3,302', 'B,1,101']);
    expect(settledRooms(undefined)).toEqual([]);
  });

  it('given every room, when looked up, then each is known and unique', () => {
    expect(new Set(ALL_ROOMS).size).toBe(ALL_ROOMS.length);
    for (const room of ALL_ROOMS) expect(findRoom(room)).not.toBeNull();
  });
});

describe('lookups in a tree handed in (the console copy)', () => {
  it('given a fetched tree, when labelled, then that tree is used', async () => {
    const { areaLabelIn, roomLabelIn } = await import('./index.js');
    const areas = [
      { id: '1', areaname: '甲省', children: [{ id: '2', areaname: '乙市', children: [{ id: '3', areaname: '丙区' }] }] },
    ];
    expect(areaLabelIn(areas, '1', '2', '3')).toBe('甲省-乙市-丙区');
    expect(areaLabelIn([], '320000', '320500')).toBe('320000-320500');
    const buildings = [{ id: 'X', name: 'X楼', children: [{ id: '1', name: '一层', children: [{ id: '9', name: '九号' }] }] }];
    expect(roomLabelIn(buildings, 'X,1,9')).toBe('X楼 一层 九号');
    expect(roomLabelIn([], 'A,3,302')).toBe('A,3,302');
  });
});
