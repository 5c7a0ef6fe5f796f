/**
 * The park's building / floor / room tree (seed 000 §2.9, §7), the buildings being the regions
 * of seed 001 §9 (a–f, h, k, 加速器一期, 加速器二期, n, w). settled_number stores a room as
 * 'building,floor,room' ids (seed 000 §3): floor ids are unique within their building and room
 * ids within their floor. The seeds give no floor plan; a few floors and rooms each.
 */
export interface BuildingNode {
  id: string;
  name: string;
  children?: BuildingNode[];
}

const building = (id: string, name: string, floors: number, roomsPerFloor: number): BuildingNode => ({
  id,
  name,
  children: Array.from({ length: floors }, (_, f) => ({
    id: String(f + 1),
    name: `${f + 1}层`,
    children: Array.from({ length: roomsPerFloor }, (_, r) => {
      const room = `${f + 1}${String(r + 1).padStart(2, '0')}`;
      return { id: room, name: room };
    }),
  })),
});

export const BUILDING_TREE: readonly BuildingNode[] = [
  building('A', 'A栋', 6, 4),
  building('B', 'B栋', 6, 4),
  building('C', 'C栋', 5, 4),
  building('D', 'D栋', 5, 4),
  building('E', 'E栋', 4, 3),
  building('F', 'F栋', 4, 3),
  building('H', 'H栋', 4, 3),
  building('K', 'K栋', 3, 3),
  building('ACC1', '加速器一期', 4, 4),
  building('ACC2', '加速器二期', 4, 4),
  building('N', 'N栋', 3, 3),
  building('W', 'W栋', 3, 3),
];

/** The building, floor and room nodes of a 'building,floor,room' triple, or null when unknown. */
export const findRoom = (triple: unknown) => findRoomIn(BUILDING_TREE, triple);

/** findRoom in a given tree (the console's copy from GET /api/reference/buildings). */
export function findRoomIn(tree: readonly BuildingNode[], triple: unknown): [BuildingNode, BuildingNode, BuildingNode] | null {
  if (typeof triple !== 'string') return null;
  const ids = triple.split(',').map((s) => s.trim());
  if (ids.length !== 3) return null;
  const b = tree.find((n) => n.id === ids[0]);
  const f = b?.children?.find((n) => n.id === ids[1]);
  const r = f?.children?.find((n) => n.id === ids[2]);
  return b && f && r ? [b, f, r] : null;
}

/** 'A,3,302' → 'A栋 3层 302'; a triple the tree does not know is shown as it is. */
export const roomLabel = (triple: string): string => roomLabelIn(BUILDING_TREE, triple);

/** roomLabel in a given tree. */
export function roomLabelIn(tree: readonly BuildingNode[], triple: string): string {
  const nodes = findRoomIn(tree, triple);
  return nodes ? nodes.map((n) => n.name).join(' ') : triple;
}

/** settled_number: '/'-separated triples, empty entries left out. */
export const settledRooms = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split('/')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Every room of the tree as a 'building,floor,room' triple (demo data picks from these). */
export const ALL_ROOMS: readonly string[] = BUILDING_TREE.flatMap((b) =>
  (b.children ?? []).flatMap((f) => (f.children ?? []).map((r) => `${b.id},${f.id},${r.id}`)),
);
