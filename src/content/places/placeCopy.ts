import type { PlaceId } from '../../config/areas';
import type { placeOutlines } from '../../config/placeOutlines';
import type { PageMeta } from '../pages';

/** One sentence for each of the place's services or resources (`config/placeOutlines.ts`), by id. */
type WordsFor<Id extends PlaceId, List extends 'services' | 'resources'> = Id extends PlaceId
  ? { readonly [Item in (typeof placeOutlines)[Id][List][number]]: string }
  : never;

/**
 * The words of one place's page (`/areas/<id>`), written for that place: no two place pages may
 * share more than a third of their five-word runs (see places.test.ts), so nothing here is a
 * template with the town's name swapped in. The ZIP codes, hospital names and phone numbers come
 * from `config/areas.ts` and `config/localResources.ts`; copy that names one interpolates it.
 */
export interface PlaceCopy<Id extends PlaceId = PlaceId> {
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** Which neighbourhoods and ZIP codes are covered, and how (hours, distances, live-in). */
  readonly coverage: Section;
  /** What families here ask for most, each with why, linked to the service's card. */
  readonly services: {
    readonly heading: string;
    readonly intro: string;
    readonly items: WordsFor<Id, 'services'>;
  };
  /** The nearby hospitals, and how a discharge home works with them. */
  readonly hospitals: Section;
  /** Senior centers, the Area Agency on Aging and other public help, each with why to call. */
  readonly resources: {
    readonly heading: string;
    readonly intro: string;
    readonly items: WordsFor<Id, 'resources'>;
  };
  /** Two or three questions families in this place ask. */
  readonly questions: {
    readonly heading: string;
    readonly items: readonly { readonly question: string; readonly answer: string }[];
  };
}

interface Section {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}
