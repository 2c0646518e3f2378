/**
 * Compile-time check that a form's values fit the contract's request body:
 * every form key exists in the body with a compatible type. A contract change
 * (renamed field, new enum) breaks the build where the schema lives.
 */
export type FitsBody<Form, Body> = [Exclude<keyof Form, keyof Body>] extends [never]
  ? Form extends Pick<Body, keyof Form & keyof Body>
    ? true
    : false
  : false;

/** `export type _X = Expect<FitsBody<...>>` fails to compile when the check is false. */
export type Expect<T extends true> = T;
