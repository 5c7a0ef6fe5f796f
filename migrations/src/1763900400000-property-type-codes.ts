import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Property service types get one numbering, seed 002 §9's (1 内保业务, 2 活动承接, 3 有偿工程维修,
 * 4 月租车辆办理, 5 绿植租摆, 6 and any other 桶装水订购). Until now the add form stored the other
 * numbering of seed 001 §3 (1 活动承接, 2 绿植租摆, 3 内保业务, 4 桶装水订购, 5 有偿工程维修,
 * 6 月租车辆办理) while lists and exports read seed 002's, so every stored property demand showed
 * the wrong type. Every property demand stored before this migration was made by that form (or the
 * demo seeding that followed it), so its code is recoded to the one that means the same service.
 *
 * Why the events are rewritten in place rather than upcast on read or corrected by new events:
 * the fact recorded (which service was asked for) does not change, only the number that encodes
 * it; recoding keeps one meaning per number in the whole log, so folds, projection rebuilds,
 * history and exports need no version switch, and no "recoded" event shows up in an item's
 * history as if someone had changed the demand. Positions, versions and metadata are untouched,
 * so the relay and the consoles' catch-up are unaffected. The read model is recoded the same way
 * (a rebuild from the recoded events gives the same rows). The mapping is written out here, not
 * imported, because it describes the data as it was when this migration was written.
 */
const OLD_TO_NEW: Record<number, number> = { 1: 2, 2: 5, 3: 1, 4: 6, 5: 3, 6: 4 };

const recode = (mapping: Record<number, number>, value: string) =>
  `CASE ${value} ${Object.entries(mapping)
    .map(([from, to]) => `WHEN '${from}' THEN to_jsonb(${to})`)
    .join(' ')} ELSE NULL END`;

async function recodeAll(q: QueryRunner, mapping: Record<number, number>): Promise<void> {
  await q.query(`
    UPDATE events
       SET data = jsonb_set(data, '{fields,propertyType}', ${recode(mapping, "data #>> '{fields,propertyType}'")})
     WHERE kind = 'service-demand'
       AND data #>> '{fields,category}' = 'property'
       AND data #>> '{fields,propertyType}' IN (${Object.keys(mapping)
         .map((k) => `'${k}'`)
         .join(', ')})
  `);
  await q.query(`
    UPDATE rm_service_demand
       SET fields = jsonb_set(fields, '{propertyType}', ${recode(mapping, "fields ->> 'propertyType'")})
     WHERE fields ->> 'category' = 'property'
       AND fields ->> 'propertyType' IN (${Object.keys(mapping)
         .map((k) => `'${k}'`)
         .join(', ')})
  `);
}

export class PropertyTypeCodes1763900400000 implements MigrationInterface {
  name = 'PropertyTypeCodes1763900400000';

  async up(q: QueryRunner): Promise<void> {
    await recodeAll(q, OLD_TO_NEW);
  }

  async down(q: QueryRunner): Promise<void> {
    await recodeAll(q, Object.fromEntries(Object.entries(OLD_TO_NEW).map(([from, to]) => [to, Number(from)])));
  }
}
