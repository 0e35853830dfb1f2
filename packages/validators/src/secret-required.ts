import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './rules/required.js';

type Key<TInput> = Extract<keyof TInput, string>;

/**
 * The check of a write-only secret (a RADIUS secret, a router's password, a gateway's secret key,
 * a passphrase): `Required` on the secret's field when it is left empty and `mayBeEmpty` says no
 * stored secret stands in for it. Used in an entity schema's pipe, after its fields.
 *
 * The API never sends a stored secret back, so the form shows the field empty and an empty field
 * keeps the stored secret. Like valibot's `partialCheck`, the check waits only for the secret and
 * the fields it `reads` to pass their own rules, so its mark shows beside the other fields' marks;
 * `mayBeEmpty` gets the whole object and may read other fields too (they may then still hold what
 * was typed). The mark is put on the secret's field.
 *
 * @example
 * v.pipe(
 *   v.object({ Password: v.string(), HasPassword: v.boolean() }),
 *   secretRequired('Password', ['HasPassword'], (router) => router.HasPassword),
 * );
 * // { Password: '', HasPassword: false } → 'Required' on Password
 */
export function secretRequired<TInput extends Record<string, unknown>>(
  secret: Key<TInput>,
  reads: readonly Key<TInput>[],
  mayBeEmpty: (input: TInput) => boolean,
): v.BaseValidation<TInput, TInput, v.PartialCheckIssue<TInput>> {
  // The keys are only known as strings here, which valibot's path types cannot check against
  // `TInput`: the callers' keys are checked by `Key<TInput>` instead.
  type Loose = Record<string, unknown>;
  type Paths = [[string], ...[string][]];
  const paths: Paths = [[secret], ...reads.map((key): [string] => [key])];
  const check = v.forward<Loose, v.PartialCheckIssue<Loose>, [string]>(
    v.partialCheck<Loose, Paths, Loose, string>(
      paths,
      (input) => input[secret] !== '' || mayBeEmpty(input as TInput),
      REQUIRED_MESSAGE,
    ),
    [secret],
  );
  return check as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<TInput>>;
}

/**
 * What an entity schema answers for a write-only secret: the fields without the flag saying one is
 * stored, and the secret only when a new one was typed.
 */
export type WithTypedSecret<
  TInput,
  Secret extends keyof TInput,
  Stored extends keyof TInput,
> = Omit<TInput, Secret | Stored> & Partial<Pick<TInput, Secret>>;

/**
 * An entity schema's fields with their write-only secret pair: `Required` on the secret while none
 * is stored (the `stored` flag is false), then the payload without the flag, and without the
 * secret when it was left empty, so the stored one is kept.
 *
 * @example
 * const RouterSchema = withWriteOnlySecret(
 *   v.object({ Name: v.string(), Password: v.string(), HasPassword: v.boolean() }),
 *   'Password',
 *   'HasPassword',
 * );
 * // { Name: 'Gate', Password: '', HasPassword: true } → { Name: 'Gate' }
 * // { Name: 'Gate', Password: '', HasPassword: false } → 'Required' on Password
 */
export function withWriteOnlySecret<
  TSchema extends v.GenericSchema<unknown, Record<string, unknown>>,
  Secret extends Key<v.InferOutput<TSchema>>,
  Stored extends Key<v.InferOutput<TSchema>>,
>(schema: TSchema, secret: Secret, stored: Stored) {
  type Fields = v.InferOutput<TSchema>;
  return v.pipe(
    schema,
    secretRequired<Fields>(secret, [stored], (input) => input[stored] === true),
    v.transform((input: Fields) => {
      const { [secret]: typed, [stored]: _stored, ...rest } = input;
      return (typed === '' ? rest : { ...rest, [secret]: typed }) as WithTypedSecret<
        Fields,
        Secret,
        Stored
      >;
    }),
  );
}
