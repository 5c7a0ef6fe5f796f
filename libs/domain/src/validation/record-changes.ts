import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue.js';
import { OBJECT } from './fields.js';

/**
 * What an Edit of a kept record (bills, contracts, contract bills, safety inspections) or of a
 * catalogue item may change, the one home of the order its refusals come in. zod checks an object's fields before
 * its extra keys, and reports a missing field with the field's own type message: an edit naming
 * only a field that stays (a contract bill's number) answered 应为不小于 0 的数字. Here the edit
 * is checked in the order an operator can act on:
 *  1. a field that may not be changed here: `fixed` (the kind's key, or 此处只能修改…);
 *  2. a field the edit must name and did not ('', null or absent): its `required` message
 *     (请输入… / 请选择…);
 *  3. then each named field by its own rule. A field not in `required` may be left out: a
 *     partial edit stays a partial edit.
 */
export function recordChangesSchema<S extends Record<string, z.ZodType>>(
  shape: S,
  rules: {
    fixed: MessageCode;
    required?: { [K in keyof S]?: MessageCode };
    /** Refuse each field that may not change on its own name (`changes.available`), not on `changes`. */
    fixedOnField?: boolean;
  },
) {
  const required = Object.entries(rules.required ?? {}) as [string, MessageCode][];
  return z
    .looseObject({}, OBJECT)
    .check((ctx) => {
      const value = ctx.value as Record<string, unknown>;
      const extra = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
      if (extra.length) {
        // 'custom', not 'unrecognized_keys': zod's pipe goes on past the latter, and the fields'
        // own issues would follow it.
        if (!rules.fixedOnField) ctx.issues.push({ code: 'custom', input: value, message: rules.fixed });
        else for (const key of extra) ctx.issues.push({ code: 'custom', path: [key], input: value[key], message: rules.fixed });
        return;
      }
      for (const [key, code] of required) {
        const given = value[key];
        if (given === undefined || given === null || given === '')
          ctx.issues.push({ code: 'custom', path: [key], input: given, message: code });
      }
    })
    .pipe(z.object(shape, OBJECT));
}

/**
 * An Edit command's payload `{ changes }`: its refusals name the field (`changes`,
 * `changes.payedAmount` …). Absent changes are checked as none, so a required field says so.
 */
export const recordEditSchema = <C extends z.ZodType>(changes: C) =>
  z.object({ changes: changes.prefault({} as z.input<C>) }, OBJECT);
