/** Keys of the content files only the launch gate reads: no page's script carries them. */
export const buildOnlyKeys = ['sample', 'checkedOn', 'source'] as const;
type BuildOnlyKey = (typeof buildOnlyKeys)[number];

/**
 * A content file as the pages see it: the build leaves out the keys only the launch gate reads
 * (src/build/contentForPages.ts), and this type leaves them out too, so no page can read one.
 */
export type PagesView<T> = T extends readonly (infer Item)[]
  ? readonly PagesView<Item>[]
  : T extends object
    ? {
        readonly [Key in keyof T as Key extends BuildOnlyKey ? never : Key]: PagesView<T[Key]>;
      }
    : T;
