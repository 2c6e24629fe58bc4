// The real Payment Kit's types (@blocklet/payment-types) describe its sequelize models: dates are
// `Date` objects there, but the API answers with JSON, where a Date is its ISO string. Jsonified<T>
// is the shape a value of T has after JSON.stringify/JSON.parse, which is what our schemas decode.

/** Values JSON carries as they are. */
type JsonPrimitive = string | number | boolean | null | undefined;

/** T as it arrives over HTTP: Date → ISO string, functions dropped, everything else recursively. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends JsonPrimitive
    ? T
    : T extends (...args: never[]) => unknown
      ? never
      : T extends readonly (infer Item)[]
        ? Jsonified<Item>[]
        : T extends object
          ? { [K in keyof T]: Jsonified<T[K]> }
          : T;
