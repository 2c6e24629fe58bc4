import { Schema } from 'effect';
import { LocalizedText, maybe } from './common';

export const NavigationSection = Schema.Literals(['header', 'footer', 'social', 'bottom', 'dashboard', 'sessionManager', 'userCenter']);
export type NavigationSection = typeof NavigationSection.Type;

/** A navigation entry; role may be one role or a list, section one or several. */
export interface NavigationItem {
  readonly id?: string | undefined;
  readonly title: LocalizedText;
  readonly description?: LocalizedText | null | undefined;
  readonly link?: LocalizedText | null | undefined;
  readonly icon?: string | null | undefined;
  readonly section?: string | ReadonlyArray<string> | null | undefined;
  readonly role?: string | ReadonlyArray<string> | null | undefined;
  readonly items?: ReadonlyArray<NavigationItem> | null | undefined;
}

const StringOrList = Schema.Union([Schema.String, Schema.Array(Schema.String)]);

export const NavigationItem: Schema.Codec<NavigationItem> = Schema.Struct({
  id: Schema.optional(Schema.String),
  title: LocalizedText,
  description: maybe(LocalizedText),
  link: maybe(LocalizedText),
  icon: maybe(Schema.String),
  section: maybe(StringOrList),
  role: maybe(StringOrList),
  items: maybe(Schema.Array(Schema.suspend((): Schema.Codec<NavigationItem> => NavigationItem))),
});
