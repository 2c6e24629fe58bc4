/** A navigation entry ready to render: localized, filtered by role, with its final href. */
export interface NavEntry {
  id: string;
  title: string;
  description?: string | undefined;
  href?: string | undefined;
  /** Leaves the app (another origin): opens in a new tab. */
  external: boolean;
  children?: readonly NavEntry[] | undefined;
}
