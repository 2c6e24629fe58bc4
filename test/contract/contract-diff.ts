// Type-level diff between the real Payment Kit's answer (R: Jsonified<T…Expanded>) and what our
// schema accepts (E: the schema's Encoded side). Both results are unions of dotted paths, so a
// test can pin them with toEqualTypeOf<…>() and the compiler prints the path that changed:
//
//   Conflicts<R, E>  where a value the real server may send is refused by our decoder
//                    (a type that differs, a field it may leave out or send as null)
//                    ('open string': the real type is a LiteralUnion, any string beside the
//                    named values, and our schema accepts the named values only)
//   Extras<R, E>     fields our schema declares that the real type does not have at all
//
// Descends only where the two differ, into the fields both declare; `any` in the real type
// (metadata, index signatures) accepts everything and ends the walk.

type NonNullish<T> = Exclude<T, null | undefined>;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;

/** Declared keys only: an index signature (`[key: string]: …`) is not a field anyone reads. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : symbol extends K ? never : K]: 0;
} &
  string;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is how "may be left out" is asked
type OptionalKeys<T> = { [K in KnownKeys<T>]-?: {} extends Pick<T, K> ? K : never }[KnownKeys<T>];
type RequiredKnownKeys<T> = Exclude<KnownKeys<T>, OptionalKeys<T>>;
type IsArray<T> = [T] extends [readonly unknown[]] ? true : false;
type Item<T> = T extends readonly (infer I)[] ? I : never;
type OrSelf<X, P extends string> = [X] extends [never] ? P : X;

/**
 * type-fest's LiteralUnion<'a' | 'b', string> is 'a' | 'b' | (string & Record<never, never>): named
 * values for the editor plus any other string. The open arm is told apart from plain `string` by
 * type identity, since the two are assignable both ways.
 */
type OpenArm = string & Record<never, never>;
type IsOpenArm<T> = (<G>() => G extends T ? 1 : 2) extends <G>() => G extends OpenArm ? 1 : 2 ? true : false;
type DropOpenArm<T> = T extends unknown ? (IsOpenArm<T> extends true ? never : T) : never;

/** The kind of null the real type allows and ours refuses. */
type NullishOf<R, E> = Exclude<Extract<R, null | undefined>, E> extends null ? 'null' : 'undefined';

export type Conflicts<R, E, P extends string = ''> =
  IsAny<R> extends true
    ? never
    : [R] extends [E]
      ? never
      : [NonNullish<R>] extends [NonNullish<E>]
        ? `${P}: may be ${NullishOf<R, E>}`
        : IsArray<NonNullish<R>> extends true
          ? IsArray<NonNullish<E>> extends true
            ? Conflicts<Item<NonNullish<R>>, Item<NonNullish<E>>, `${P}[]`>
            : `${P}: type`
          : [NonNullish<R>] extends [object]
            ? [NonNullish<E>] extends [object]
              ? OrSelf<ObjectConflicts<NonNullish<R>, NonNullish<E>, P>, `${P}: type`>
              : `${P}: type`
            : [DropOpenArm<NonNullish<R>>] extends [NonNullish<E>]
              ? `${P}: open string`
              : `${P}: type`;

type ObjectConflicts<R, E, P extends string> =
  | {
      [K in KnownKeys<R> & KnownKeys<E>]-?: K extends OptionalKeys<R>
        ? K extends OptionalKeys<E>
          ? Conflicts<Exclude<R[K], undefined>, E[K], Join<P, K>>
          : `${Join<P, K>}: may be missing`
        : Conflicts<R[K], E[K], Join<P, K>>;
    }[KnownKeys<R> & KnownKeys<E>]
  | {
      [K in RequiredKnownKeys<E>]-?: K extends keyof R ? never : `${Join<P, K>}: missing`;
    }[RequiredKnownKeys<E>];

export type Extras<R, E, P extends string = ''> =
  IsAny<R> extends true
    ? never
    : IsArray<NonNullish<R>> extends true
      ? IsArray<NonNullish<E>> extends true
        ? Extras<Item<NonNullish<R>>, Item<NonNullish<E>>, `${P}[]`>
        : never
      : [NonNullish<R>] extends [object]
        ? [NonNullish<E>] extends [object]
          ? ObjectExtras<NonNullish<R>, NonNullish<E>, P>
          : never
        : never;

type ObjectExtras<R, E, P extends string> = {
  // A real type with an index signature (`[key: string]: any`) has every key.
  [K in KnownKeys<E>]-?: K extends keyof R ? Extras<R[K], E[K], Join<P, K>> : Join<P, K>;
}[KnownKeys<E>];
