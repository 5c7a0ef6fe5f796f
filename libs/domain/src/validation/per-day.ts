/**
 * A schema that depends on the day (the earliest date a form accepts) is built once per day, not
 * per request: zod compiles an object schema on its first parse, which costs more than the parse.
 */
export function perDay<S>(build: (today: string) => S): (today: string) => S {
  let day: string | undefined;
  let schema: S | undefined;
  return (today) => {
    if (today !== day || schema === undefined) {
      schema = build(today);
      day = today;
    }
    return schema;
  };
}
